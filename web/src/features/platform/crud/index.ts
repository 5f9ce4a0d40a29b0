export { FormDialog, type ExtraField, type FormDialogParts, type FormDialogProps } from './FormDialog';
export { AppDialog, type AppDialogProps } from './AppDialog';
export { FieldControl, type FieldControlProps } from './FieldControl';
export {
  flag,
  int,
  isEmpty,
  missingFields,
  picks,
  raw,
  requiredMessage,
  text,
  visibleFields,
  type FieldKind,
  type FieldOption,
  type FieldSpec,
  type FieldValue,
  type FormValues,
} from './field-spec';
export { RemoveAlert, type RemoveAlertProps } from './RemoveAlert';
export { ReasonDialog, type ReasonDialogProps } from './ReasonDialog';
export { SearchBar, SearchForm, type SearchBarField, type SearchBarProps, type SearchField, type SearchFormProps } from './SearchForm';
export { ConfirmFooter, type ConfirmFooterProps } from './ConfirmFooter';
export { ProblemsCallout, type ProblemsCalloutProps } from './ProblemsCallout';
export { TreeTable, type TreeTableProps } from './TreeTable';
export { CheckTree, type CheckTreeProps } from './CheckTree';
export { boxState, toggleBox, allValues, type CheckMode, type BoxState } from './check-tree';
export { ListToolbar, selectedIds, type ListToolbarProps } from './ListToolbar';
export { RowButton, type RowButtonProps } from './RowButton';
export { usePagedList, type PagedList } from './use-paged-list';
export { hasUnsavedChanges, type ComparableValues } from './unsaved-changes';
export { useLeaveGuard } from './use-leave-guard';
export { LeaveConfirm } from './LeaveConfirm';
export { DownloadButton, type DownloadButtonProps } from './DownloadButton';
export { useRetryWait } from './use-retry-wait';
export { retryWaitOf } from './retry-wait';
export { CodeSendControl, type CodeSendControlProps } from './CodeSendControl';
