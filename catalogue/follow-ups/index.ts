/** Follow-up rows after approval (the `followUps` shape): the option's types, the row check and the case's state. */
export type * from './types';
export { followRowProblem, followState, memberKey, standingRows } from './check-row';
