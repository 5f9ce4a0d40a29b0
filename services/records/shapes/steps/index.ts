/** The `steps` shape: ordered phases, each with its own save, submit, resubmit and review. */
import type { StepDef } from '../../../../catalogue';
import type { RecordShape } from '../../engine';
import { registerStepCalls } from './step-routes';
import { stepsProjection } from '../../../../db';

export const stepsShape: RecordShape<readonly StepDef[]> = {
  name: 'steps',
  option: (entry) => (entry.steps?.length ? entry.steps : undefined),
  // Each step's own calls (save1, submitcrop ...); the standard names act on their step in the standard routes.
  routes: (entry) => async (app) => registerStepCalls(app, entry),
  // The flow pins the step keys: approving a step that is not the last opens the next one as a draft.
  flowInput: (_entry, steps) => ({ steps: steps.map((s) => s.key) }),
  // `step.approved` makes the record a draft of the next step.
  projection: stepsProjection,
};
