/** The `publishOnly` shape: records a higher union publishes with no review, read by the unions below, revised or revoked by it. */
export { publishedAbove } from './published-reach';
export { registerPublishOnlyCalls } from './revoke-route';
