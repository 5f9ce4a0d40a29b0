import type { Party, RuleFacts } from '../../catalogue';

/** The table's facts of a record in `state` for a caller of `parties`: nothing acted, approved or added yet, unless `more` says so. */
export function ruleFacts(state: RuleFacts['state'], parties: Party[], more: Partial<RuleFacts> = {}): RuleFacts {
  return {
    state,
    parties: new Set(parties),
    reviewerActed: false,
    assigneeId: null,
    callerId: 'me',
    stepApproved: false,
    hasChildren: false,
    ...more,
  };
}
