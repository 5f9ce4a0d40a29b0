/** The `publishOnly` shape: records a higher union publishes with no review, read by the unions below, revised or revoked by it. */
import type { RecordShape } from '../../engine';
import { publishedAbove } from './published-reach';
import { registerPublishOnlyCalls } from './revoke-route';
import { publishOnlyProjection } from '../../../../db';

export const publishOnlyShape: RecordShape<true> = {
  name: 'publishOnly',
  option: (entry) => (entry.publishOnly ? true : undefined),
  routes: (entry) => async (app) => registerPublishOnlyCalls(app, entry),
  // The flow stays open after approval for the publisher's revision or revocation (workflow patch `published-stays-open`).
  flowInput: () => ({ publishOnly: true }),
  // The unions below the publisher read its notices, whatever their data scope.
  reach: (eb, viewer) => publishedAbove(eb, viewer.unionPath),
  // A revision replaces the published content.
  projection: publishOnlyProjection,
};
