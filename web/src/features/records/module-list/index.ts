export { RecordListPage, type RecordListPageProps } from './RecordListPage';
export { RecordList, type RecordListProps } from './RecordList';
export { RecordFilters, RECORD_FILTER_KEYS, type RecordFiltersProps } from './RecordFilters';
export { RecordRowActions, type RecordRowActionsProps } from './RecordRowActions';
export { recordColumns, type RecordTableActions } from './record-columns';
export { RecordButtons, type RecordButtonsProps, type RecordCall } from './RecordButtons';
export { EndRecordDialog, type EndRecordDialogProps, type EndCall } from './EndRecordDialog';
export { methodOf } from './call-method';
