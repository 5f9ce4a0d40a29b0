import { idCardBirthDate, isValidIdCard } from '../fields/id-card';

/**
 * What an ID number says of its holder (GB 11643-1999): the birth date in digits 7 to 14, the sex by
 * the 17th digit (odd for a man, even for a woman; dictionary `sex`: 1 男, 2 女). Null where the
 * number is not valid: its own field reports that, and the rules comparing with it stay silent.
 */
export function idCardFacts(code: unknown): { sex: string; birthDate: string } | null {
  if (typeof code !== 'string' || !isValidIdCard(code)) return null;
  return { sex: Number(code.charAt(16)) % 2 === 1 ? '1' : '2', birthDate: idCardBirthDate(code)! };
}

/** The year of a yyyy-MM-dd date, as a number. */
export const yearOf = (isoDate: string): number => Number(isoDate.slice(0, 4));
