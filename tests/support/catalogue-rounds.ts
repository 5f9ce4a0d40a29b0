// The rounds a module with a `round` needs to be filed: every test stack has one open per kind the
// catalogue names, for every tenant, its window around now, so each module's example goes from
// draft to its end state without a test of its own (a test of the round's refusals closes or
// replaces it through the federation's calls). The demo seed opens them (db/seed/demo-rounds.ts);
// this opens them in a database seeded otherwise, and adds none where a tenant has its round.
import type { Kysely } from 'kysely';
import { seedDemoRounds, withTenant, ALL_TENANTS, type Database } from '../../db';

export { catalogueRoundKinds } from '../../db';

/** Opens a round of every catalogue kind in every tenant that has none: open since yesterday, for a year, one place per union. */
export function openCatalogueRounds(db: Kysely<Database>): Promise<void> {
  return withTenant(ALL_TENANTS, () => seedDemoRounds(db));
}
