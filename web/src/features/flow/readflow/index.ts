/** 知会 in the console (issue 10): the caller's unread copies of flows, acknowledged with 已阅. */
export { ReadflowPage } from './ReadflowPage';
