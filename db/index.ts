/** The data layer: schema, migrations, event store, read-model projections and seed. */
export type { Database } from './database';
export type * from './tables/app-user';
export type * from './tables/record';
export type * from './tables/flow-task';
export type * from './tables/union-org';
export type * from './tables/attachment';
export { createDb } from './create-db';
export { migrateToLatest } from './migrate';
export { seed, type SeedOptions } from './seed/seed';
export { demoAccounts, demoUnions } from './seed/demo-organisation';
export { newId } from './ids';
export { clientPasswordDigest, hashPassword, verifyPassword } from './accounts/password-hash';
export { appendEvents, EventConflictError } from './event-store/append-events';
export { readFlowEvents } from './event-store/read-events';
export { eventTypeNames } from './event-store/events';
export type * from './event-store/events';
export { canonicalJson, eventHash, GENESIS_HASH } from './event-store/hash-chain';
export { rebuildReadModels, type RebuildResult } from './projections/rebuild-read-models';
