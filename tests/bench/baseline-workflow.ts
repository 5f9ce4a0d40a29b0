// The Temporal floor of one record's lifecycle, bundled on its own (temporal-baseline.ts): started
// with updateWithStart, then five more updates; every update's handler runs one no-op activity, as
// each of the portal's commands runs one activity that stores its events.
import { allHandlersFinished, condition, defineUpdate, proxyActivities, setHandler } from '@temporalio/workflow';

export interface BaselineActivities {
  noop(step: number): Promise<number>;
}

export const BASELINE_WORKFLOW = 'baselineRoundTrips';
/** Updates per lifecycle: save draft, submit, claim, approve, claim, approve. */
export const BASELINE_STEPS = 6;
export const stepUpdate = defineUpdate<number, [number]>('step');

export async function baselineRoundTrips(): Promise<number> {
  const { noop } = proxyActivities<BaselineActivities>({ startToCloseTimeout: '30 seconds' });
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
