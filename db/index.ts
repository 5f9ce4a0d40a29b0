/** The data layer: schema, migrations, event store, read-model projections and seed. */
export type { Database } from './database';
export type * from './tables/app-user';
export type * from './tables/record';
export type * from './tables/flow-task';
export type * from './tables/task-reader';
export type * from './tables/union-org';
export type * from './tables/selection-round';
export type * from './tables/publicity';
export type * from './tables/register';
export type * from './tables/union-message';
export type * from './tables/personal-data-view';
export type * from './tables/questionnaire-campaign';
export type * from './tables/nominee-consent';
export type * from './tables/record-follow-up';
export type * from './tables/attachment';
export type * from './tables/role';
export type * from './tables/user-role';
export type * from './tables/menu';
export type * from './tables/role-menu';
export type * from './tables/api-scope';
export type * from './tables/role-scope';
export type * from './tables/top-menu';
export type * from './tables/top-menu-setting';
export type * from './tables/user-menu';
export type { DataScope, DataScopeTable, DataScopeType, DataScopeUpdate, NewDataScope } from './tables/data-scope';
export { dataScopeTypes } from './tables/data-scope';
export type * from './tables/dept';
export type * from './tables/post';
export type * from './tables/registration';
export type * from './tables/error-log';
export type * from './tables/guide-progress';
export type * from './tables/sms-code';
export type * from './tables/auth-session';
export type * from './tables/flow-model';
export type * from './tables/flow-model-version';
export type * from './tables/flow-model-audit';
export type * from './tables/sms-outbox';
export type * from './tables/union-funds-month';
export { createDb, SESSION_OPTIONS } from './create-db';
export { migrateToLatest } from './migrate';
export { seed, type SeedOptions } from './seed/seed';
export { demoAccounts, demoUnions } from './seed/demo-organisation';
export { createTenantPermissions } from './seed/permissions';
export { seedFlowModels } from './seed/flow-models';
export { catalogueRoundKinds, seedDemoRounds } from './seed/demo-rounds';
export { catalogueChains } from './seed/flow-models';
export { DICTIONARIES_EN, dictionaryWordIn } from './seed/dictionaries-en';
export { apiScopesCarriedBy, BASELINE_API_SCOPES, HONOR_MENU_CODE, PLATFORM_TENANT_ID } from './seed/permission-catalogue';
export { newId } from './ids';
export { clientPasswordDigest, hashPassword, verifyPassword } from './accounts/password-hash';
export {
  createSession,
  readSessionState,
  revokeSession,
  rotateRefreshToken,
  type SessionState,
  type RotateResult,
} from './accounts/auth-sessions';
export {
  clearLoginFailures,
  findLoginAccount,
  loginLockState,
  recordFailedLogin,
  recordSuccessfulLogin,
  MAX_LOCK_SECONDS,
  type LockoutPolicy,
  type LoginKey,
} from './accounts/login-lockout';
export { storeCaptcha, takeCaptcha } from './accounts/captchas';
export {
  accountsByPhone,
  consumeLoginCode,
  loginCodesSince,
  storeLoginCode,
  smsCodeHash,
  LOGIN_CODE_TRIES,
  type LoginCodeCheck,
} from './accounts/login-codes';
export { writeSmsOutbox, type OutboxMessage } from './accounts/sms-outbox';
export { findOauthBinding } from './accounts/user-oauth';
export { accountProfile } from './accounts/account-profile';
export { accountsWithUnion } from './accounts/accounts-with-union';
export { appendCommand, appendEvents, EventConflictError, type CommandStored, type HeldCommand } from './event-store/append-events';
export { readFlowEvents } from './event-store/read-events';
export { eventTypeNames, taskOutcomes } from './event-store/events';
export type * from './event-store/events';
export { canonicalJson, eventHash, GENESIS_HASH, storedEventHash } from './event-store/hash-chain';
export { rebuildReadModels, type RebuildResult } from './projections/rebuild-read-models';
export { projections } from './projections/project-event';
export type { Projection } from './projections/projection';
export { childrenProjection, followUpsProjection, publishOnlyProjection, stepsProjection } from './projections/shapes';
export {
  applyEffect,
  changeProfile,
  type Effect,
  currentOfficers,
  effectFor,
  effects,
  findProfile,
  profileKindOf,
  runApprovalEffects,
  FUNDS_DATES,
  FUNDS_FIGURES,
  FUNDS_TEXTS,
  EFFECT_HISTORY_KEYS,
  type HistorySection,
  type ChangeSource,
  type EffectOutcome,
  type EffectTrigger,
  type ProfileChange,
} from './effects';
export type * from './tables/union-profile';
export { withTenant, currentTenant, ALL_TENANTS } from './tenancy/tenant-scope';
export { eraseCampaignNumbers, KEEP_NUMBERS_DAYS } from './questionnaire-campaigns/erase-numbers';
export { publishedVersion } from './question-sets/published-version';
export { APP_ROLE } from './tenancy/tenant-scoped-dialect';
export type { CreateDbOptions } from './create-db';
export * from './honours';
export * from './registers';
export * from './funds';
export * from './consents';
export * from './people';
