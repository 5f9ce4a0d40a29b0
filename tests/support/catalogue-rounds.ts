// The rounds a module with a `round` needs to be filed: every test stack has one open per kind the
// catalogue names, for every tenant, its window around now, so each module's example goes from
// draft to its end state without a test of its own (a test of the round's refusals closes or
// replaces it through the federation's calls). The demo seed opens them (db/seed/demo-rounds.ts);
// this opens them in a database seeded otherwise, and adds none where a tenant has its round.
import type { Kysely } from 'kysely';
import { seedDemoRounds, withTenant, ALL_TENANTS, type Database } from '../../db';
import type { ApiSession } from './api-client';

export { catalogueRoundKinds } from '../../db';

/** Opens a round of every catalogue kind in every tenant that has none: open since yesterday, for a year, one place per union. */
export function openCatalogueRounds(db: Kysely<Database>): Promise<void> {
  return withTenant(ALL_TENANTS, () => seedDemoRounds(db));
}

/** `yyyy-MM-dd HH:mm:ss` in Beijing time, `days` from now. */
const beijingIn = (days: number) => new Date(Date.now() + days * 86_400_000 + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');

/**
 * The federation opens its round of `kind` (tenant 000000) anew through its own call: open since
 * yesterday for thirty days, with `places` a union (the catalogue's round has one).
 */
export async function reopenRound(
  db: Kysely<Database>,
  federation: ApiSession,
  kind: string,
  title: string,
  places: number,
): Promise<void> {
  const round = await db
    .selectFrom('selection_round')
    .select('id')
    .where('kind', '=', kind)
    .where('tenant_id', '=', '000000')
    .executeTakeFirstOrThrow();
  const saved = await federation.post('/api/blade-crop/crop/round/submit', {
    id: String(round.id),
    kind,
    year: 2026,
    title,
    opensAt: beijingIn(-1),
    closesAt: beijingIn(30),
    placesPerUnion: places,
    publicityDays: 0,
  });
  if (saved.status !== 200) throw new Error(`reopenRound ${kind}: ${saved.status} ${JSON.stringify(saved.body)}`);
}
