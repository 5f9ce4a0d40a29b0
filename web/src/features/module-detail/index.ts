export { RecordDetailPage } from './RecordDetailPage';
export { RecordDetail, type RecordDetailProps } from './RecordDetail';
export { RecordView, type RecordViewProps } from './RecordView';
export { RecordSummary, type RecordSummaryProps } from './RecordSummary';
export { RecordActions, type RecordActionsProps } from './RecordActions';
export { CancelFlowDialog, type CancelFlowDialogProps } from './CancelFlowDialog';
export { PreviewDialog, type PreviewDialogProps } from './PreviewDialog';
export { saveFile } from './save-file';
