import { isIsoDate } from '../rules/formats';

/**
 * The resident ID number (公民身份号码, GB 11643-1999): six digits of region, eight of birth date,
 * three of sequence and a check character (0-9 or X) computed ISO 7064 MOD 11-2 over the first 17.
 */
const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const CHECK = '10X98765432';

/** The check character for the first seventeen digits, or null when they are not seventeen digits. */
export function idCardCheckChar(first17: string): string | null {
  if (!/^\d{17}$/.test(first17)) return null;
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(first17.charAt(i)) * (WEIGHTS[i] ?? 0);
  return CHECK.charAt(sum % 11);
}

/** The birth date of an ID number as yyyy-MM-dd, or null when it is not a date. */
export function idCardBirthDate(code: string): string | null {
  const date = `${code.slice(6, 10)}-${code.slice(10, 12)}-${code.slice(12, 14)}`;
  return isIsoDate(date) && date >= '1800-01-01' ? date : null;
}

/**
 * True when `code` is an 18-character ID number with a real birth date (not after `today` when given)
 * and the right check character. A lower-case x is not accepted: normalise first.
 */
export function isValidIdCard(code: string, today?: string): boolean {
  if (!/^[1-9]\d{16}[\dX]$/.test(code)) return false;
  const birth = idCardBirthDate(code);
  if (!birth || (today !== undefined && birth > today)) return false;
  return idCardCheckChar(code.slice(0, 17)) === code.charAt(17);
}
