import type { Kysely } from 'kysely';
import { HOLIDAYS_2026 } from '../../catalogue';
import type { Database } from '../database';

/**
 * Every tenant's working-day calendar gets the State Council's arrangement of the year (2026), the
 * days an administrator has not set already: the federation corrects or adds days itself (系统管理 ›
 * 工作日历) and a restart keeps what it set.
 */
export async function seedWorkCalendar(db: Kysely<Database>): Promise<void> {
  const tenants = await db.selectFrom('tenant').select('tenant_id').execute();
  const rows = tenants.flatMap((t) => HOLIDAYS_2026.map((d) => ({ tenant_id: t.tenant_id, ...d })));
  if (rows.length)
    await db
      .insertInto('work_calendar')
      .values(rows)
      .onConflict((oc) => oc.columns(['tenant_id', 'day']).doNothing())
      .execute();
}
