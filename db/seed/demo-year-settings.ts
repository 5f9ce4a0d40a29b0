import type { Kysely } from 'kysely';
import { modules } from '../../catalogue';
import type { Database } from '../database';

/**
 * The demo's figures of the rights modules (docs/forms/group-c-rights.md "Federation settings by
 * year"), as a federation would set them: 低保 ¥1,450 a person a month, 相对困难 at 2 times it, the relief
 * cap ¥5,000 and the federation's part above ¥2,000, and each mutual-aid plan's fee a head. Without
 * them a demo's relief, hardship or enrolment could not be submitted (409 `yearSettingMissing`) until
 * the federation set the year; production seeds none.
 */
const FIGURES: readonly (readonly [key: string, item: string, value: number])[] = [
  ['subsistence_standard', '', 145000],
  ['relative_hardship_multiplier', '', 2],
  ['relief_cap', '', 500000],
  ['relief_federation_above', '', 200000],
  ['mutual_aid_fee', '1', 3000],
  ['mutual_aid_fee', '2', 2000],
  ['mutual_aid_fee', '3', 5000],
  ['mutual_aid_fee', '4', 3000],
  ['mutual_aid_fee', '9', 3000],
];

/** The years the catalogue's examples name in the year field of a rule reading the settings (rights1's coverageYear). */
const exampleYears = (): number[] =>
  Object.values(modules).flatMap((m) =>
    m.fields.flatMap((f) =>
      f.rules.flatMap((r) =>
        r.rule === 'yearSetting' && r.year && typeof m.example[r.year] === 'number' ? [m.example[r.year] as number] : [],
      ),
    ),
  );

/**
 * For each demo tenant, the figures of `now`'s year, the next (a unit enrols in December for the
 * coming year) and the years the examples name, by `userId`; a figure set already is left alone.
 */
export async function seedDemoYearSettings(db: Kysely<Database>, userId: string, now = new Date()): Promise<void> {
  const tenants = await db.selectFrom('tenant').select('tenant_id').execute();
  const years = [...new Set([now.getUTCFullYear(), now.getUTCFullYear() + 1, ...exampleYears()])];
  const rows = tenants.flatMap((t) =>
    years.flatMap((year) =>
      FIGURES.map(([key, item, value]) => ({ tenant_id: t.tenant_id, year, key, item, value, update_by: userId, update_time: now })),
    ),
  );
  await db
    .insertInto('tenant_year_setting')
    .values(rows)
    .onConflict((oc) => oc.columns(['tenant_id', 'year', 'key', 'item']).doNothing())
    .execute();
}
