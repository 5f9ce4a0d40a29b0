export { TaskListPage } from './TaskListPage';
export { TaskRowsTab, type TaskRowsKind } from './TaskRowsTab';
export { SentRecordsTab } from './SentRecordsTab';
export { TaskDialog, type TaskDialogProps } from './TaskDialog';
export { KeywordFilter, type KeywordFilterProps } from './KeywordFilter';
export { CLAIM_COLUMNS, TODO_COLUMNS, DONE_COLUMNS, SEND_COLUMNS, type TaskTableActions } from './task-columns';
