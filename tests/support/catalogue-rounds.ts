// The rounds a module with a `round` needs to be filed: every test stack opens one per kind the
// catalogue names, for every tenant, its window around now, so each module's example goes from
// draft to its end state without a test of its own (a test of the round's refusals closes or
// replaces it through the federation's calls).
import type { Kysely } from 'kysely';
import { modules } from '../../catalogue';
import { newId, type Database } from '../../db';

/** The kinds of the catalogue's rounds. */
export const catalogueRoundKinds = (): string[] => [...new Set(Object.values(modules).flatMap((m) => (m.round ? [m.round.kind] : [])))];

const DAY = 86_400_000;

/** Opens a round of every catalogue kind in every tenant: open since yesterday, for a year, one place per union. */
export async function openCatalogueRounds(db: Kysely<Database>): Promise<void> {
  const kinds = catalogueRoundKinds();
  if (kinds.length === 0) return;
  const tenants = await db.selectFrom('tenant').select('tenant_id').execute();
  const now = Date.now();
  const rows = tenants.flatMap((t) =>
    kinds.map((kind) => ({
      id: newId(),
      tenant_id: t.tenant_id,
      kind,
      year: new Date(now).getUTCFullYear(),
      title: `测试评选 ${kind}`,
      opens_at: new Date(now - DAY),
      closes_at: new Date(now + 365 * DAY),
    })),
  );
  if (rows.length) await db.insertInto('selection_round').values(rows).execute();
}
