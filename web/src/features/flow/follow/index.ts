/** 流程跟踪 in the console (issue 10): every running flow, and one flow's progress on its graph. */
export { FollowPage } from './FollowPage';
export { ProgressPage } from './ProgressPage';
