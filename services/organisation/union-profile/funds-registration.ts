import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { modules } from '../../../catalogue';
import { FUNDS_DATES, FUNDS_FIGURES, FUNDS_TEXTS, type ProfileSections } from '../../../db';
import { Nullable } from '../../platform/core';

/** What setup4's form calls the field, in English, for the answers' descriptions. */
const labelOf = (name: string) => modules.setup4?.fields.find((f) => f.name === name)?.label.en ?? name;

/**
 * The union's approved funds registration (setup4, kept by `registerFunds` in the profile's
 * `funds` section), as `crop/index` and `setup4/basedata` answer it: money in fen.
 */
export const FundsRegistration = Type.Object(
  {
    ...Object.fromEntries(FUNDS_TEXTS.map((n): [string, TSchema] => [n, Nullable(Type.String({ description: labelOf(n) }))])),
    ...Object.fromEntries(
      FUNDS_FIGURES.map((n): [string, TSchema] => [
        n,
        Nullable(Type.Integer({ description: n === 'staffCount' ? labelOf(n) : `${labelOf(n).replace(' (yuan)', '')}, in fen` })),
      ]),
    ),
    startMonth: Nullable(Type.String({ description: 'The first month paid, yyyy-MM-01' })),
    registeredOn: Nullable(Type.String({ description: 'The day the registration was approved, yyyy-MM-dd' })),
  },
  { description: "The union's approved funds registration (setup4); money in fen" },
);

/** The funds registration kept on a profile, every field present (null where not kept); null when the union has none. */
export function fundsOf(sections: ProfileSections): Static<typeof FundsRegistration> | null {
  const kept = sections.funds;
  if (!kept) return null;
  const text = (v: unknown) => (typeof v === 'string' && v !== '' ? v : null);
  const figure = (v: unknown) => (typeof v === 'number' && Number.isSafeInteger(v) ? v : null);
  return {
    ...Object.fromEntries(FUNDS_TEXTS.map((n) => [n, text(kept[n])])),
    ...Object.fromEntries(FUNDS_FIGURES.map((n) => [n, figure(kept[n])])),
    ...Object.fromEntries(FUNDS_DATES.map((n) => [n, text(kept[n])])),
  } as Static<typeof FundsRegistration>;
}
