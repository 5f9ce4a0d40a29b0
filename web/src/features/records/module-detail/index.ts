export { RecordDetailPage, type RecordDetailPageProps } from './RecordDetailPage';
export { RecordDetail, type RecordDetailProps } from './RecordDetail';
export { RecordDetailBody, type RecordDetailBodyProps } from './RecordDetailBody';
export { RecordSummary, type RecordSummaryProps } from './RecordSummary';
export { RecordActions, type RecordActionsProps } from './RecordActions';
export { PreviewDialog, type PreviewDialogProps } from './PreviewDialog';
export { DocumentButtons, type DocumentButtonsProps } from './DocumentButtons';
