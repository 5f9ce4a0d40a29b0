/** The record lifecycle as one rule table, and the verdicts read off it. */
export {
  isClosed,
  lifecycleStates,
  lifecycleTable,
  recordStateList,
  ruleApplies,
  ruleOf,
  type FlowStatus,
  type RecordEnd,
  type RecordState,
  type Guard,
  type LifecycleAction,
  type LifecycleRule,
  type Party,
  type RuleShape,
  type ShapeFacts,
} from './table';
export { allowedActions, verdict, type RuleFacts, type RuleVerdict } from './decide-rule';
export {
  filedStates,
  finishedStates,
  givenUpStates,
  listedStates,
  recordFacts,
  stateFacts,
  statesWhere,
  type RecordFacts,
  type StateFacts,
} from './facts';
export {
  FORM_CANDIDATE,
  candidateKeysOf,
  isApplicantUnion,
  isCandidate,
  partiesOf,
  resolveCandidates,
  type Caller,
  type PartyFacts,
} from './parties';
export { beijingDate, effectDueOf, msUntilDate } from './effective-date';
