/** The `publishOnly` shape: records a higher union publishes with no review, read by the unions below. */
export { publishedAbove } from './published-reach';
