import type { Kysely } from 'kysely';
import { validateForm, type FieldDef, type Lang } from '../../../catalogue';
import { changeProfile, type Database, type ProfileChange } from '../../../db';
import type { SessionUser } from '../../identity/auth';
import { InvalidInputError, todayInShanghai } from '../../platform/core';

/** Checks `body` against `fields` (every rule, required ones too) and answers the normalised values. */
export async function checkedSection(
  db: Kysely<Database>,
  fields: FieldDef[],
  body: Record<string, unknown>,
  lang: Lang,
): Promise<Record<string, string | number | null>> {
  const result = validateForm({ fields }, body, { lang, mode: 'submit', today: todayInShanghai() });
  if (!result.ok) throw new InvalidInputError(result.errors);
  const values: Record<string, string | number | null> = {};
  for (const field of fields) {
    const v = result.value[field.name];
    values[field.name] = typeof v === 'string' || typeof v === 'number' ? v : null;
  }
  // A region code is checked against the region table (the form's list would be thousands long).
  for (const field of fields.filter((x) => x.kind === 'region')) {
    const code = values[field.name];
    if (code === null) continue;
    const known = await db.selectFrom('region').select('code').where('code', '=', String(code)).executeTakeFirst();
    if (!known) {
      throw new InvalidInputError([
        {
          field: field.name,
          rule: 'region',
          message: lang === 'en' ? `${field.label.en}: no such region` : `${field.label.zh}：无此行政区划`,
        },
      ]);
    }
  }
  return values;
}

/** Writes a section of the caller's own union, kept in the history with who and when. */
export async function updateOwnSection(db: Kysely<Database>, viewer: SessionUser, change: ProfileChange): Promise<void> {
  await db.transaction().execute((trx) =>
    changeProfile(trx, viewer.tenantId, viewer.unionId, change, {
      actorId: viewer.id,
      actorName: viewer.name,
      module: null,
      recordId: null,
      at: new Date(),
    }),
  );
}
