// The Temporal floor of one record's lifecycle, bundled on its own (temporal-baseline.ts): started
// with updateWithStart, then five more updates. Every update's handler runs one no-op local activity
// and answers, as each of the portal's commands stores its events through a local activity within
// the workflow task that accepted the update (workflows/record-lifecycle, patch `local-append`): the
// same steps taken the same way, so the ratio compares the portal's work with Temporal's, not a
// regular activity's extra tasks (docs/PERFORMANCE-COMMANDS.md, "The bare baseline").
import { allHandlersFinished, condition, defineUpdate, proxyLocalActivities, setHandler } from '@temporalio/workflow';

export interface BaselineActivities {
  noop(step: number): Promise<number>;
}

export const BASELINE_WORKFLOW = 'baselineRoundTrips';
/** Updates per lifecycle: save draft, submit, claim, approve, claim, approve. */
export const BASELINE_STEPS = 6;
export const stepUpdate = defineUpdate<number, [number]>('step');

export async function baselineRoundTrips(): Promise<number> {
  const { noop } = proxyLocalActivities<BaselineActivities>({ startToCloseTimeout: '30 seconds' });
  let done = 0;
  setHandler(stepUpdate, async (step) => {
    await noop(step);
    done += 1;
    return done;
  });
  await condition(() => done >= BASELINE_STEPS);
  await condition(allHandlersFinished);
  return done;
}
