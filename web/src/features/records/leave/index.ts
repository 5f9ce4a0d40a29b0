/** 请假 in the console (issue 10, the spec's sample flow): the leave form sent with start-process, and a request's detail with its history. */
export { LeavePage } from './LeavePage';
export { LeaveDetailPage } from './LeaveDetailPage';
