/** The record lifecycle as one rule table, and the verdicts read off it. */
export {
  isClosed,
  lifecycleTable,
  ruleOf,
  type FlowStatus,
  type Guard,
  type LifecycleAction,
  type LifecycleRule,
  type Party,
} from './table';
export { allowedActions, verdict, type RuleFacts, type RuleVerdict } from './decide-rule';
export { FORM_CANDIDATE, isApplicantUnion, isCandidate, partiesOf, resolveCandidates, type Caller, type PartyFacts } from './parties';
