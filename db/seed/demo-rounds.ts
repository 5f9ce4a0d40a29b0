import type { Kysely } from 'kysely';
import { modules } from '../../catalogue';
import type { Database } from '../database';
import { newId } from '../ids';

const DAY = 86_400_000;

/** The selection-round kinds the catalogue's modules are filed in (`round: { kind }`). */
export const catalogueRoundKinds = (): string[] => [...new Set(Object.values(modules).flatMap((m) => (m.round ? [m.round.kind] : [])))];

/**
 * The demo's selection rounds: for each tenant and each kind a module is filed in, one round open
 * from the day before `now` for a year, one place a union, unless the tenant has a round of that kind
 * already (a restart adds none, and the federation's own rounds are left alone). Without one, a
 * demo's model-worker nomination could not be submitted until the federation opened a round;
 * production seeds none (the federation opens each year's rounds itself).
 */
export async function seedDemoRounds(db: Kysely<Database>, now = Date.now()): Promise<void> {
  const kinds = catalogueRoundKinds();
  if (kinds.length === 0) return;
  const tenants = await db.selectFrom('tenant').select('tenant_id').execute();
  const existing = await db.selectFrom('selection_round').select(['tenant_id', 'kind']).where('kind', 'in', kinds).execute();
  const taken = new Set(existing.map((r) => `${r.tenant_id}/${r.kind}`));
  const rows = tenants.flatMap((t) =>
    kinds
      .filter((kind) => !taken.has(`${t.tenant_id}/${kind}`))
      .map((kind) => ({
        id: newId(),
        tenant_id: t.tenant_id,
        kind,
        year: new Date(now).getUTCFullYear(),
        title: `${new Date(now).getUTCFullYear()}年度评选（演示）`,
        opens_at: new Date(now - DAY),
        closes_at: new Date(now + 365 * DAY),
      })),
  );
  if (rows.length) await db.insertInto('selection_round').values(rows).execute();
}
