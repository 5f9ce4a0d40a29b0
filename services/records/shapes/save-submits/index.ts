/** The `saveSubmits` shape: save itself starts the review. */
import type { RecordShape } from '../../engine';
import { registerSaveSubmitCalls } from './save-submit-routes';

export const saveSubmitsShape: RecordShape<true> = {
  name: 'saveSubmits',
  option: (entry) => (entry.saveSubmits ? true : undefined),
  // The module's save is this shape's call (the standard routes leave it out); savedraft still keeps a draft.
  takesCalls: () => ['save'],
  routes: (entry) => async (app) => registerSaveSubmitCalls(app, entry),
};
