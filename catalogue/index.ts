/** The module catalogue: data and pure checks, shared by services, workflows and the console. */
export type * from './types';
export type * from './honour';
export { modules } from './modules';
export { dictKeys } from './modules/group-b-dicts';
export { parentThenFederation } from './flow/parent-then-federation';
export {
  validateForm,
  type FieldError,
  type FormData,
  type FormValue,
  type ValidateOptions,
  type ValidateResult,
  wholeYears,
} from './rules/validate-form';
export { birthDateOf, referenceDay, yearsOn } from './rules/age-rules';
export { isValidUscc, usccCheckChar } from './rules/uscc';
export { ruleMessage } from './rules/messages';
export { repeatedRows } from './rules/unique-column';
export { aroundFieldsOf, aroundValuesOf } from './rules/around-rows';
export {
  SETTINGS_SOURCE,
  neededYearFigures,
  yearAndItem,
  yearFigureKey,
  yearSettingRules,
  type YearFigureRef,
} from './rules/year-setting-rule';
export * from './fields';
export { isMobile, isIsoDate } from './rules/formats';
export { nameKey } from './rules/names';
export { recordStates, stateName } from './states';
export {
  allowedActions,
  isClosed,
  lifecycleTable,
  filedStates,
  finishedStates,
  givenUpStates,
  listedStates,
  recordFacts,
  recordStateList,
  ruleOf,
  stateFacts,
  statesWhere,
  verdict,
  type FlowStatus,
  type RecordEnd,
  type RecordFacts,
  type RecordState,
  type StateFacts,
  type Guard,
  type LifecycleAction,
  type LifecycleRule,
  type Party,
  type RuleFacts,
  type RuleVerdict,
  FORM_CANDIDATE,
  candidateKeysOf,
  isApplicantUnion,
  isCandidate,
  partiesOf,
  resolveCandidates,
  type Caller,
  type PartyFacts,
  beijingDate,
  effectDueOf,
  msUntilDate,
} from './lifecycle';
export { approvalRuns, approvedEffects } from './approval-effects';
export { childCallOf, childEntryOf } from './child-entry';
export { consentByCodeOf } from './consent-by-code';
export { childrenProblems } from './children-problems';
export { sendOutPages, sendsCampaigns, type SendOutPages } from './send-out-pages';
export { campaignFormPath, formLinkFields, formLinkOf } from './form-links';
export { modulesAboutRegister, registerHasOwnMenu, registerPagePath } from './register-pages';
export { standardsOfKind, type KindStandard } from './round-standards';
export {
  callMethod,
  formCalls,
  offeredActions,
  declinesEverywhere,
  pathsOf,
  resolveStep,
  serves,
  standardCalls,
  stepCallSets,
  stepFields,
  type ResolvedStep,
} from './entry-calls';
export { categoryOfForm, categoryOfPath, categoryPaths, type CategoryCallsDef } from './category-calls';
export * from './questionnaire';
export * from './flow-models';
export { BUILT_IN_ROLES, MODULE_BUTTONS, ownWordIn, roleNameIn } from './own-words';
export * from './calendar';
export * from './year-settings';
export { DECLINE_REASONS, DECLINE_REASON_KEYS, declineText, type DeclineReasonKey } from './decline-reasons';
export * from './follow-ups';
