import type { Kysely } from 'kysely';
import type { FieldError, Lang, ModuleEntry } from '../../../../catalogue';
import type { Database } from '../../../../db';
import { isId } from '../../../platform/core';
import { tallyOf } from './tally';

/** The form key of a roll-up summary holding the ids of the records it gathers. */
export const GATHERED = 'gathered';

const TEXT = {
  list: { zh: '汇总记录须为记录编号的列表', en: 'The gathered records must be a list of record ids' },
  none: { zh: '请至少汇总一条下级工会审核通过的记录', en: 'Gather at least one approved record of a union below' },
  twice: { zh: '记录{id}重复汇总', en: 'Record {id} is gathered twice' },
  notBelow: {
    zh: '记录{id}不是下级工会审核通过的「{source}」',
    en: 'Record {id} is not an approved {source} of a union below yours',
  },
} as const;

const say = (key: keyof typeof TEXT, lang: Lang, vars: Record<string, string> = {}) =>
  Object.entries(vars).reduce<string>((t, [k, v]) => t.replaceAll(`{${k}}`, v), TEXT[key][lang]);

/**
 * The ids a summary gathers, checked: each an approved record of the source module whose union is
 * below the summary's union (never its own); each once; on submit at least one. Drafts may gather
 * none yet. The summary's counts (`rollUp.tally`) are computed from them here.
 */
export async function checkGathered(
  db: Kysely<Database>,
  tenantId: string,
  entry: ModuleEntry,
  value: unknown,
  mode: 'draft' | 'submit',
  lang: Lang,
  unionPath: string,
  source: ModuleEntry,
): Promise<{ errors: FieldError[]; value: Record<string, unknown> }> {
  const fail = (rule: string, message: string) => ({ errors: [{ field: GATHERED, rule, message }], value: {} });
  const none = { errors: [], value: { [GATHERED]: [], ...tallyOf(entry, []) } };
  if (value === undefined || value === null) {
    return mode === 'submit' ? fail('required', say('none', lang)) : none;
  }
  if (!Array.isArray(value) || value.some((v) => typeof v !== 'string' || !isId(v))) return fail('format', say('list', lang));
  const ids = value as string[];
  if (mode === 'submit' && ids.length === 0) return fail('minItems', say('none', lang));
  const twice = ids.find((id, i) => ids.indexOf(id) !== i);
  if (twice) return fail('unique', say('twice', lang, { id: twice }));
  if (ids.length === 0) return none;
  const found = await db
    .selectFrom('record')
    .select(['id', 'form'])
    .where('tenant_id', '=', tenantId)
    .where('module', '=', source.key)
    .where('state', '=', 'approved')
    .where('id', 'in', ids)
    .where('union_path', 'like', `${unionPath}%`)
    .where('union_path', '!=', unionPath)
    .execute();
  const ok = new Set(found.map((r) => String(r.id)));
  const errors = ids
    .filter((id) => !ok.has(id))
    .map((id) => ({ field: GATHERED, rule: 'rollUpSource', message: say('notBelow', lang, { id, source: source.title[lang] }) }));
  return {
    errors,
    value: {
      [GATHERED]: ids,
      ...tallyOf(
        entry,
        found.map((r) => r.form),
      ),
    },
  };
}
