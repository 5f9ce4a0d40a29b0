import type { FieldRule } from '../types';

/**
 * At least `num`/`den` of another field: `atLeastShareOf('entitled', 2, 3)` on 实到人数. On a `rows`
 * field it counts the rows: `atLeastShareOf('committeeSeats', 105, 100)` on the candidates (差额 ≥ 5 %).
 */
export const atLeastShareOf = (other: string, num: number, den: number): FieldRule => ({ rule: 'atLeastShareOf', field: other, num, den });

/** More than `num`/`den` of another field (`moreThan(other)` is `1`/`1`). */
export const moreThanShareOf = (other: string, num: number, den: number): FieldRule => ({
  rule: 'moreThanShareOf',
  field: other,
  num,
  den,
});

/** More than another field's number. */
export const moreThan = (other: string): FieldRule => moreThanShareOf(other, 1, 1);

/**
 * Per row of a `rows` field: the `column` cell more than `num`/`den` of another (top-level) field, in
 * the rows whose `when` column has one of the values (all rows without `when`).
 */
export const eachRowMoreThanShareOf = (
  column: string,
  other: string,
  num: number,
  den: number,
  when?: { column: string; equals: string[] },
): FieldRule => ({ rule: 'moreThanShareOf', field: other, num, den, column, ...(when ? { when } : {}) });

/** A share as a person reads it: `2/3`, or `105%` for hundredths. */
export function shareText(num: number, den: number): string {
  return den === 100 ? `${num}%` : `${num}/${den}`;
}

/** The least whole number at least `num`/`den` of `n`. */
export const leastAtLeast = (n: number, num: number, den: number): number => Math.ceil((n * num) / den);

/** The least whole number more than `num`/`den` of `n`. */
export const leastMoreThan = (n: number, num: number, den: number): number => Math.floor((n * num) / den) + 1;
