/** Domain effects of approvals (issue 9, item 6): what an approved record changes in the organisation. */
export { effects, applyEffect, effectFor, runApprovalEffects, type EffectTrigger } from './registry';
export type { Effect, EffectContext, EffectOutcome, FollowUpTrigger, UnionNode } from './types';
export { alignRecordUnions, loadUnion } from './union-tree';
export { changeProfile, findProfile, profileKindOf, writeHistory, type ChangeSource, type ProfileChange } from './profile-store';
export { currentOfficers } from './officers';
export { FUNDS_DATES, FUNDS_FIGURES, FUNDS_TEXTS, EFFECT_HISTORY_KEYS, type HistorySection } from './history-keys';
