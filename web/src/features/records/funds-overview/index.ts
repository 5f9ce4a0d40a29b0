/**
 * The funds overview (`overview: 'fundsMonths'`, finance1's 工会经费拨缴情况): a union's funds months
 * of a year with totals, a month opening the approvals that moved it; read only, nothing filed.
 */
export { FundsOverviewPage } from './FundsOverviewPage';
export { FundsOverviewPageOf } from './FundsOverviewPageOf';
