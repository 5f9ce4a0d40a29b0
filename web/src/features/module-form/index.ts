export { RecordFormPage, type RecordFormPageProps } from './RecordFormPage';
export { RecordForm, type RecordFormProps } from './RecordForm';
export { FieldInput, type FieldInputProps } from './FieldInput';
export { useRecordForm, type RecordFormState } from './use-record-form';
export { emptyValues, toFormValues, splitErrors, type FormValues } from './form-values';
