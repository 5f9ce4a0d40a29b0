import type { Kysely } from 'kysely';
import { modules, standardsOfKind, type Lang, type ModuleEntry } from '../../../../catalogue';
import type { Database } from '../../../../db';
import { AppError, message } from '../../../platform/core';

/** A round's standards as it keeps them: a floor, or true where a yes is asked, by the kind's keys. */
export type RoundStandards = Record<string, number | boolean>;

/**
 * The standards a round of `kind` is saved with: the kind's keys only (400 `standards` naming the key
 * otherwise), a floor as a number, a yes standard as true or false (or 1 and 0: the request's
 * coercion makes a number of a JSON true); a false yes is none.
 */
export function standardsToSave(kind: string, given: RoundStandards | undefined, kindLabel: string): RoundStandards {
  const known = new Map(standardsOfKind(modules, kind).map((s) => [s.key, s]));
  const kept: RoundStandards = {};
  for (const [key, value] of Object.entries(given ?? {})) {
    const standard = known.get(key);
    const saved = standard?.yes === undefined ? (typeof value === 'number' ? value : undefined) : yesOf(value);
    if (!standard || saved === undefined)
      throw new AppError(
        400,
        'roundStandardUnknown',
        { kind: kindLabel, key },
        { errors: [{ field: `standards.${key}`, rule: 'standard', message: '' }] },
      );
    if (saved !== false) kept[key] = saved;
  }
  return kept;
}

/** A yes standard as given: true or false, 1 or 0; undefined for anything else. */
const yesOf = (value: number | boolean): boolean | undefined =>
  typeof value === 'boolean' ? value : value === 1 ? true : value === 0 ? false : undefined;

/**
 * F-ba-standard, F-ba-digital: the form sent meets the standards of the round it is filed in (400
 * naming the first field that does not, with the round's figure). A standard the round does not set is none.
 */
export async function meetStandards(
  db: Kysely<Database>,
  entry: ModuleEntry,
  tenantId: string,
  roundId: string,
  form: Record<string, unknown>,
  lang: Lang,
): Promise<void> {
  const standards = entry.round?.standards ?? [];
  if (standards.length === 0) return;
  const round = await db
    .selectFrom('selection_round')
    .select('standards')
    .where('tenant_id', '=', tenantId)
    .where('id', '=', roundId)
    .executeTakeFirst();
  const set = (round?.standards ?? {}) as RoundStandards;
  for (const s of standards) {
    const figure = set[s.key];
    if (figure === undefined || figure === false) continue;
    const value = form[s.field];
    const field = entry.fields.find((f) => f.name === s.field);
    const label = field?.label[lang] ?? s.field;
    const met = s.yes === undefined ? typeof value === 'number' && value >= Number(figure) : value === s.yes;
    if (met) continue;
    const key = s.yes === undefined ? 'roundStandardBelow' : 'roundStandardYes';
    const vars = { label, value: String(figure) };
    throw new AppError(
      400,
      key,
      { field: s.field, rule: 'standard', ...vars },
      {
        errors: [{ field: s.field, rule: 'standard', message: message(key, lang, vars) }],
      },
    );
  }
}
