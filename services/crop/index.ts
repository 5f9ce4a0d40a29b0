export { cropRoutes } from './module-routes';
export { recordView, type RecordView } from './record-view';
export { visibleTo } from './visibility';
export { findVisibleRecord, RECORD_SORTS } from './record-queries';
export { actorOf, rejectionError, sendToFlow } from './flow-commands';
export { commandContext } from './record-commands';
export { someoneAnswers } from './reviewers';
