import { sql, type Kysely } from 'kysely';
import { givenUpStates, type Lang, type ModuleEntry } from '../../../../catalogue';
import type { Database } from '../../../../db';
import { AppError } from '../../../platform/core';
import { periodLabel, periodOf } from './period-key';

/** Who files, and for which record. */
export interface PeriodClaim {
  tenantId: string;
  unionId: string;
  recordId: string;
  lang: Lang;
}

/**
 * Holds the form's period for the record, or answers 409 naming the union's live record of that
 * period. The row's unique key (tenant, module, union, period) serialises two concurrent first
 * saves: the second waits on the first's row and then finds it taken. Returns true when the
 * record took the period now (the command's failure gives it back, see `withPeriodHeld`).
 */
async function claim(db: Kysely<Database>, entry: ModuleEntry, c: PeriodClaim, period: string): Promise<boolean> {
  const held = await periodRows(db, entry, c).where('record_id', '=', c.recordId).where('period', '=', period).executeTakeFirst();
  if (held) return false;
  const taken = await sql<{ record_id: string }>`
    insert into record_period (tenant_id, module, union_id, period, record_id)
    values (${c.tenantId}, ${entry.key}, ${c.unionId}, ${period}, ${c.recordId})
    on conflict (tenant_id, module, union_id, period) do update set record_id = excluded.record_id, create_time = now()
    where record_period.record_id = excluded.record_id
       or exists (
         select 1 from record r
         where r.tenant_id = record_period.tenant_id and r.id = record_period.record_id and r.state in (${sql.join(givenUpStates)}))
    returning record_id`.execute(db);
  if (taken.rows[0]) return true;
  const holder = await periodRows(db, entry, c).where('period', '=', period).executeTakeFirst();
  const id = String(holder?.record_id ?? '');
  const label = await periodLabel(db, c.tenantId, entry, period, c.lang);
  throw new AppError(409, 'periodTaken', { period: label, id }, { existingId: id, period });
}

/**
 * Runs a command of a `period` module with the form's period held for the record: a second record
 * of the same union and period is refused (409) before anything is sent to the flow. When the
 * command fails, a period taken for it is given back; when it succeeds, a period the record held
 * before (its year was changed) is let go.
 */
export async function withPeriodHeld<T>(
  db: Kysely<Database>,
  entry: ModuleEntry,
  c: PeriodClaim,
  form: Readonly<Record<string, unknown>>,
  command: () => Promise<T>,
): Promise<T> {
  const period = await periodOf(db, c.tenantId, entry, c.recordId, form);
  if (period === null) return command();
  const fresh = await claim(db, entry, c, period);
  let result: T;
  try {
    result = await command();
  } catch (err) {
    if (fresh) await release(db, entry, c, { op: '=', period });
    throw err;
  }
  await release(db, entry, c, { op: '!=', period });
  return result;
}

/** The union's period rows of the module. */
function periodRows(db: Kysely<Database>, entry: ModuleEntry, c: PeriodClaim) {
  return db
    .selectFrom('record_period')
    .select(['record_id', 'period'])
    .where('tenant_id', '=', c.tenantId)
    .where('module', '=', entry.key)
    .where('union_id', '=', c.unionId);
}

/** Gives up the record's period rows `which` selects. */
async function release(db: Kysely<Database>, entry: ModuleEntry, c: PeriodClaim, which: { op: '=' | '!='; period: string }) {
  await db
    .deleteFrom('record_period')
    .where('tenant_id', '=', c.tenantId)
    .where('module', '=', entry.key)
    .where('record_id', '=', c.recordId)
    .where('period', which.op, which.period)
    .execute();
}
