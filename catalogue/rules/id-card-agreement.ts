import { idCardBirthDate, isValidIdCard } from '../fields/id-card';
import type { Lang } from '../types';

/** The `sex` dictionary's keys (GB/T 2261.1: 1 男, 2 女) with their names for a message. */
const SEXES = { male: { key: '1', zh: '男', en: 'male' }, female: { key: '2', zh: '女', en: 'female' } } as const;

/**
 * What a valid ID number says of a person's sex or birth date (GB 11643-1999: digits 7 to 14 the birth
 * date, the 17th, the sequence's last, odd for a man and even for a woman): the form's value it must
 * equal and how a message shows it. Null while the number is not a valid one (its own rule speaks then).
 */
export function idCardSays(code: unknown, part: 'sex' | 'birthDate', lang: Lang): { value: string; shown: string } | null {
  if (typeof code !== 'string' || !isValidIdCard(code)) return null;
  if (part === 'birthDate') {
    const date = idCardBirthDate(code)!;
    return { value: date, shown: date };
  }
  const sex = Number(code.charAt(16)) % 2 === 1 ? SEXES.male : SEXES.female;
  return { value: sex.key, shown: sex[lang] };
}
