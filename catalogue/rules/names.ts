/**
 * Names compared as a person reads them: a bank or a register may write the same name with
 * full-width brackets or spaces (北京某（集团）有限公司 工会委员会), so both sides are compared in
 * Unicode's compatibility form (NFKC: full-width to half-width) without white space.
 */
export function nameKey(name: string): string {
  return name.normalize('NFKC').replace(/\s+/gu, '');
}
