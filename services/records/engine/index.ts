export { cropRoutes, moduleRoutes } from './module-routes';
export { REVEAL_LIMIT } from './reveal-route';
export { recordView, type RecordView } from './record-view';
export { assigneeKeyOf, readerKeysOf, visibleTo } from './visibility';
export { findVisibleRecord, RECORD_SORTS } from './record-queries';
export { actorOf, rejectionError, sendToFlow, startedUnderKey } from './flow-commands';
export { commandContext, revoke, saveOrSubmit } from './record-commands';
export { checkedForm } from './form-input';
export { checkedReturnPoints, currentReturnPoints, ReturnPointSchema } from './return-points';
export { someoneAnswers, withFallbackStages } from './reviewers';
export { checkedEdits, entryOfRecord, type FieldAccess } from './stage-fields';
export {
  entryShown,
  fieldShownSql,
  fieldsSeenSql,
  filesSeen,
  narrowForm,
  neutralTitle,
  seenRow,
  seenRows,
  shownTitle,
  titleShownSql,
  type SeenRow,
} from './field-visibility';
export { fullViewSql, type FullViewRole } from './personal-data';
export { sentRecords, SendListQuery } from './send-list';
export { FlowViewSchema, LinkInvitationSchema, RecordRowSchema, RecordDetailSchema, fileAnswer } from './answer-schemas';
export { recordDetail } from './record-answers';
export { sheetBatch } from './export-routes';
export { actionsOf, factsOf, rowActions } from './record-actions';
export { addSubmitHold, underLocks, withApprovalGuards, type HoldLock, type SubmitHold } from './submit-holds';
export { scoresOfApproval } from './approval-scores';
export type {
  AnyRecordShape,
  ApprovalScores,
  ApprovedRecord,
  CommandGuard,
  FormPart,
  GuardedCommand,
  HeldSubmission,
  RecordShape,
  SentScore,
  ShapeHistoryEvent,
} from './record-shape';
export { withShapeEvents } from './shape-history';
export { installShapes } from './shape-registry';
export { subjectIdOf, subjectValues } from './subject-values';
export { approvedFormOfYear, fillServerFilled } from './server-filled';
export { unionInScope, unionsInReach, type ScopedUnion } from './union-scope';
