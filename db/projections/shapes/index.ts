/** The shapes' parts of the projection, one file per shape; each shape's hook object (services/records/shapes/<shape>/) names its part. */
export { childrenProjection } from './children';
export { publishOnlyProjection } from './publish-only';
export { stepsProjection } from './steps';
export { followUpsProjection } from './follow-ups';
