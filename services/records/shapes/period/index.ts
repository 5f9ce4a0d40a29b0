/** The `period` shape: one record per union and period (year, or call for applications). */
export { withPeriodHeld, type PeriodClaim } from './period-claim';
export { periodOf } from './period-key';
