/**
 * The funds ledger (docs/forms/group-d.md "finance1", New engineering 8): each approval that moves a
 * union's 2 % funds months (a back payment, a refund, a return) is a `funds.moved` event on the
 * union's stream of `selection_event`; `union_funds_month` is projected from them and rebuilt from
 * them alone.
 */
export { FUNDS_EVENTS, fundsStream, type FundsEventBody, type FundsMovement, type FundsSource } from './funds-events';
export { appendFundsEvent, nextMonth, projectFunds, rebuildFunds, rebuildFundsTable, type FundsMonthValues } from './funds-projection';
