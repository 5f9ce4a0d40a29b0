/**
 * The `submitBatch` shape: a union sends several of its drafts in one call (`POST …/submitBatch`),
 * each submitted as `submit` would submit it, in its own command and its own flow; the answer says
 * which went and why any did not. Any module may set it (the staff innovation nominations do).
 */
import type { RecordShape } from '../../engine';
import { registerSubmitBatchCall } from './submit-batch-route';

export const submitBatchShape: RecordShape<true> = {
  name: 'submitBatch',
  option: (entry) => (entry.submitBatch ? true : undefined),
  routes: (entry) => async (app) => registerSubmitBatchCall(app, entry),
};
