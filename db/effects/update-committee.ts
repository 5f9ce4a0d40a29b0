import { applyCommittees } from './committees';
import type { Effect } from './types';

/**
 * updateCommittee (organ1Detail's last step, organ2 approved): the committee list of the union is
 * the approved one; members who left keep their rows with an end date (the term's history).
 */
export const updateCommittee: Effect = async (ctx) => {
  const changed = await applyCommittees(ctx, ctx.union.id);
  return { unionId: ctx.union.id, done: changed ? 'replaced' : 'unchanged' };
};
