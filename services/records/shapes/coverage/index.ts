/**
 * The `coverage` shape: `queryCrop` for the assessments, a higher union's view of which children
 * unions filed for a year, which declared nothing to file (the `noTask` shape) and which did not
 * (docs/forms/group-a-assessments.md, "New engineering").
 */
import type { CoverageDef } from '../../../../catalogue';
import type { RecordShape } from '../../engine';
import { registerCoverageCall } from './coverage-route';

export const coverageShape: RecordShape<CoverageDef> = {
  name: 'coverage',
  option: (entry) => entry.coverage,
  routes: (entry, def) => async (app) => registerCoverageCall(app, entry, def),
};
