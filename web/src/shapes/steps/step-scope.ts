import { resolveStep, stepFields, type ModuleEntry, type StepCalls } from '../../catalogue';
import type { RecordView } from '../../api';

/** What the form of a stepped record works on: the open step's fields and its calls. */
export interface StepScope {
  /** The entry narrowed to the open step's fields (the variant's, where the step has variants). */
  entry: ModuleEntry;
  calls: StepCalls;
  index: number;
}

/**
 * The open step of `record` (the first step for a new record), or null for a module of one step.
 * The server says which step is open; the catalogue says what it holds.
 */
export function stepScope(entry: ModuleEntry, record: RecordView | undefined): StepScope | null {
  const first = entry.steps?.[0];
  if (!first) return null;
  const step = resolveStep(entry, record?.step || first.key, record?.form ?? {});
  if (!step) return null;
  return { entry: { ...entry, fields: stepFields(entry, step.fields) }, calls: step.calls, index: step.index };
}
