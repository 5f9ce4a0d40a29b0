/** The module catalogue: data and pure checks, shared by services, workflows and the console. */
export type * from './types';
export { modules } from './modules';
export { parentThenFederation } from './flow/parent-then-federation';
export {
  validateForm,
  type FieldError,
  type FormData,
  type FormValue,
  type ValidateOptions,
  type ValidateResult,
} from './rules/validate-form';
export { isValidUscc, usccCheckChar } from './rules/uscc';
export { isMobile, isIsoDate } from './rules/formats';
export { recordStates, stateName, isFinished, type RecordState } from './states';
