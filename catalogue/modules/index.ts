import type { ModuleEntry } from '../types';
import { activityworks } from './activityworks';
import { withDocuments } from './documents';
import { groupB } from './group-b';
import { innovationteam } from './innovationteam';
import { leave } from './leave';
import { recommendEmployeeInnovationBoost1Endpoint } from './recommendEmployeeInnovationBoost1Endpoint';
import { recommendEmployeeInnovationBoost2Endpoint } from './recommendEmployeeInnovationBoost2Endpoint';
import { setup1 } from './setup1';
import { shapeProofs } from './shape-proofs';
import { survey } from './survey';

/** Every module of the catalogue, by key. */
export const modules: Readonly<Record<string, ModuleEntry>> = withDocuments({
  setup1,
  ...groupB,
  survey,
  activityworks,
  ...shapeProofs,
  leave,
  recommendEmployeeInnovationBoost1Endpoint,
  recommendEmployeeInnovationBoost2Endpoint,
  innovationteam,
});
