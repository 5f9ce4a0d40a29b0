import type { Kysely } from 'kysely';
import { YEAR_SETTINGS, yearValueProblem, type Lang, type YearSettingKey } from '../../../catalogue';
import type { Database } from '../../../db';
import { AppError, badRequest } from '../../platform/core';

/** Every setting of a year with the figures set for it, in the catalogue's order (a setting not set yet has none). */
export async function settingsOfYear(db: Kysely<Database>, tenantId: string, year: number, lang: Lang) {
  const rows = await db
    .selectFrom('tenant_year_setting')
    .select(['key', 'item', 'value', 'update_time'])
    .where('tenant_id', '=', tenantId)
    .where('year', '=', year)
    .orderBy('key')
    .orderBy('item')
    .execute();
  return (Object.entries(YEAR_SETTINGS) as [YearSettingKey, (typeof YEAR_SETTINGS)[YearSettingKey]][]).map(([key, def]) => ({
    key,
    kind: def.kind,
    label: def.label[lang],
    usedBy: def.usedBy[lang],
    perItemOf: 'perItemOf' in def ? def.perItemOf : null,
    values: rows
      .filter((r) => r.key === key)
      .map((r) => ({ item: r.item, value: Number(r.value), updateTime: r.update_time.toISOString() })),
  }));
}

/** The item a figure is written for: required by a setting per item, refused by the others (400 naming `item`). */
async function itemOf(db: Kysely<Database>, key: YearSettingKey, item: string | undefined): Promise<string> {
  const def = YEAR_SETTINGS[key];
  const given = item?.trim() ?? '';
  if (!('perItemOf' in def)) {
    if (given) throw badRequest('item', 'noItem', 'yearSettingNoItem', { key });
    return '';
  }
  if (!given) throw badRequest('item', 'required', 'yearSettingItemRequired', { key });
  const known = await db
    .selectFrom('dict')
    .select('id')
    .where('code', '=', def.perItemOf)
    .where('dict_key', '=', given)
    .where('is_deleted', '=', false)
    .executeTakeFirst();
  if (!known) throw badRequest('item', 'dict', 'yearSettingItemUnknown', { item: given });
  return given;
}

/** Sets a figure for a year, replacing the one set before; a value its kind does not take is a 400 naming `value`. */
export async function setYearSetting(
  db: Kysely<Database>,
  tenantId: string,
  userId: string,
  body: { year: number; key: YearSettingKey; item?: string; value: number },
) {
  const problem = yearValueProblem(body.key, body.value);
  if (problem) throw badRequest('value', problem, `yearSetting_${problem}`, { key: body.key });
  const item = await itemOf(db, body.key, body.item);
  const row = { tenant_id: tenantId, year: body.year, key: body.key, item, value: body.value, update_by: userId, update_time: new Date() };
  await db
    .insertInto('tenant_year_setting')
    .values(row)
    .onConflict((oc) =>
      oc.columns(['tenant_id', 'year', 'key', 'item']).doUpdateSet({ value: row.value, update_by: userId, update_time: row.update_time }),
    )
    .execute();
}

/**
 * The figure a server rule or a prefill reads. A year the federation has not set it for is a 409
 * `yearSettingMissing` naming the setting and the year (in data too), so the applicant learns what the
 * federation must set rather than meeting a figure the portal made up.
 */
export async function yearSetting(db: Kysely<Database>, tenantId: string, year: number, key: YearSettingKey, item = ''): Promise<number> {
  const row = await db
    .selectFrom('tenant_year_setting')
    .select('value')
    .where('tenant_id', '=', tenantId)
    .where('year', '=', year)
    .where('key', '=', key)
    .where('item', '=', item)
    .executeTakeFirst();
  if (row) return Number(row.value);
  throw new AppError(
    409,
    'yearSettingMissing',
    { setting: YEAR_SETTINGS[key].label.zh, settingEn: YEAR_SETTINGS[key].label.en, year: String(year) },
    { reason: 'yearSettingMissing', setting: key, item, year },
  );
}
