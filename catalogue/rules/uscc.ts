/**
 * The unified social credit code (统一社会信用代码, GB 32100-2015): 18 characters from a 31-letter
 * alphabet without I, O, S, V and Z; the last one is a check character over the first seventeen.
 */
const ALPHABET = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];

/** The check character for the first seventeen characters, or null when one is not in the alphabet. */
export function usccCheckChar(first17: string): string | null {
  let sum = 0;
  for (let i = 0; i < 17; i++) {
    const value = ALPHABET.indexOf(first17.charAt(i));
    if (value < 0) return null;
    sum += value * (WEIGHTS[i] ?? 0);
  }
  const check = (31 - (sum % 31)) % 31;
  return ALPHABET.charAt(check);
}

/** True when `code` is a well-formed unified social credit code with the right check character. */
export function isValidUscc(code: string): boolean {
  if (!/^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/.test(code)) return false;
  return usccCheckChar(code.slice(0, 17)) === code.charAt(17);
}
