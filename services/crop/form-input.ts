import type { Kysely } from 'kysely';
import { validateForm, type FormData, type Lang, type ModuleEntry } from '../../catalogue';
import type { Database } from '../../db';
import { InvalidInputError, todayInShanghai } from '../core';

const regionCache = new WeakMap<object, Promise<Set<string>>>();

function regionCodes(db: Kysely<Database>): Promise<Set<string>> {
  let codes = regionCache.get(db);
  if (!codes) {
    codes = db
      .selectFrom('region')
      .select('code')
      .execute()
      .then((rows) => new Set(rows.map((r) => r.code)));
    regionCache.set(db, codes);
  }
  return codes;
}

/** The body of a save or submit: the record's keys beside the form's fields. */
export interface FormBody {
  id?: string;
  taskId?: string;
  [field: string]: unknown;
}

/**
 * Checks a body's form against the catalogue (the server is the authority) and that every
 * attachment it names belongs to this record; throws 400 with each broken rule.
 */
export async function checkedForm(
  db: Kysely<Database>,
  entry: ModuleEntry,
  tenantId: string,
  recordId: string,
  body: FormBody,
  mode: 'draft' | 'submit',
  lang: Lang,
): Promise<{ form: FormData; title: string }> {
  const { id: _id, taskId: _taskId, ...fields } = body;
  const result = validateForm(entry, fields, { lang, mode, today: todayInShanghai(), regions: await regionCodes(db) });
  if (!result.ok) throw new InvalidInputError(result.errors);
  for (const field of entry.fields.filter((f) => f.kind === 'attachments')) {
    const ids = (result.value[field.name] as string[] | null) ?? [];
    if (ids.length === 0) continue;
    const found = await db
      .selectFrom('attachment')
      .select('id')
      .where('tenant_id', '=', tenantId)
      .where('record_id', '=', recordId)
      .where('id', 'in', ids)
      .execute();
    if (found.length !== new Set(ids).size) {
      throw new InvalidInputError([
        {
          field: field.name,
          rule: 'attachments',
          message: lang === 'en' ? `${field.label.en} names a file of another record` : `${field.label.zh}中有不属于本记录的附件`,
        },
      ]);
    }
  }
  const titleValue = result.value[entry.titleField];
  return { form: result.value, title: typeof titleValue === 'string' && titleValue ? titleValue : entry.title.zh };
}
