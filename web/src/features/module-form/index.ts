export { RecordFormPage, type RecordFormPageProps } from './RecordFormPage';
export { RecordForm, type RecordFormProps } from './RecordForm';
export { FieldInput, type FieldInputProps } from './FieldInput';
export { RegionSelect, type RegionSelectProps } from './RegionSelect';
export { DictSelect, type DictSelectProps } from './DictSelect';
export { AttachmentsInput, UPLOAD_LIMIT_BYTES, type AttachmentsInputProps } from './AttachmentsInput';
export { useRecordForm, type RecordFormState } from './use-record-form';
export { emptyValues, toFormValues, splitErrors, type FormValues } from './form-values';
