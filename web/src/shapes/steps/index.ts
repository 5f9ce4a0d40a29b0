/** The step wizard of stepped modules: which step is open, its fields and calls, and the steps' head. */
export { StepIndicator, type StepIndicatorProps } from './StepIndicator';
export { SteppedRecordForm, type SteppedRecordFormProps, type StepFormProps } from './SteppedRecordForm';
export { stepScope, type StepScope } from './step-scope';
