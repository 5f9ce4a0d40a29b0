/** The console side of the field kinds: one input and one read-only cell per kind. */
export { fieldInputs, wideKinds } from './input-registry';
export { fieldCells, FieldCell } from './cell-registry';
export { RowFieldCell, type RowFieldCellProps } from './RowFieldCell';
export { emptyInput, emptyInputs, toInput, toInputs, comparableInputs } from './input-values';
export { AttachmentsInput, UPLOAD_LIMIT_BYTES, type AttachmentsInputProps } from './AttachmentsInput';
export { AttachmentImage } from './FileInputs';
export { RegionSelect, type RegionSelectProps } from './RegionSelect';
export { DictSelect, type DictSelectProps } from './DictSelect';
export { useDictionary } from './use-dictionary';
export type {
  AttachmentNames,
  CellComponent,
  FieldServices,
  InputComponent,
  InputValue,
  KindCellProps,
  KindInputProps,
} from './input-types';
export { RegionName } from './RegionName';
export { PickerNamesProvider } from './picker-names';
export { LinesReviewProvider, type LinesReview } from './lines-review';
export { DateField, type DateFieldProps } from './DateField';
export { FilePicker, type FilePickerProps } from './FilePicker';
export { UnionPickerInput, type PickerProps } from './PickerInputs';
