/** Format checks of the field kinds that carry one. */

/** Mainland mobile numbers: 11 digits starting 13 to 19. */
export function isMobile(value: string): boolean {
  return /^1[3-9]\d{9}$/.test(value);
}

/** A calendar date written yyyy-MM-dd that exists. */
export function isIsoDate(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

/** A region code of the seeded tree: 6, 9 or 12 digits. */
export function isRegionCode(value: string): boolean {
  return /^\d{6}(\d{3}){0,2}$/.test(value);
}
