import type { ModuleEntry } from '../types';
import { activityworks } from './activityworks';
import { advanceSelection } from './advanceSelection';
import { advanceSelection1 } from './advanceSelection1';
import { advanceSelection2 } from './advanceSelection2';
import { advanceSelection3 } from './advanceSelection3';
import { capitalAwards } from './capital-awards';
import { assessments } from './assessments';
import { withDocuments } from './documents';
import { groupB } from './group-b';
import { groupCRightsAid } from './group-c-rights-aid';
import { groupCVenues } from './group-c-venues';
import { groupCCovered } from './group-c-covered';
import { groupCRightsHelp } from './group-c-rights-help';
import { groupCBookroom } from './group-c-bookroom';
import { groupDAccounts } from './group-d-accounts';
import { groupDFunds } from './group-d-funds';
import { innovationteam } from './innovationteam';
import { honor1 } from './honor1';
import { leave } from './leave';
import { recommendEmployeeInnovationBoost1Endpoint } from './recommendEmployeeInnovationBoost1Endpoint';
import { recommendEmployeeInnovationBoost2Endpoint } from './recommendEmployeeInnovationBoost2Endpoint';
import { modelWorkerSelection2 } from './modelWorkerSelection2';
import { modelWorkerSelection3 } from './modelWorkerSelection3';
import { setup1 } from './setup1';
import { shapeProofs } from './shape-proofs';
import { survey } from './survey';

/** Every module of the catalogue, by key. */
export const modules: Readonly<Record<string, ModuleEntry>> = withDocuments({
  setup1,
  ...groupB,
  survey,
  ...groupCCovered,
  activityworks,
  ...shapeProofs,
  leave,
  advanceSelection,
  advanceSelection1,
  advanceSelection2,
  advanceSelection3,
  recommendEmployeeInnovationBoost1Endpoint,
  recommendEmployeeInnovationBoost2Endpoint,
  innovationteam,
  honor1,
  ...capitalAwards,
  ...assessments,
  modelWorkerSelection2,
  modelWorkerSelection3,
  ...groupCRightsAid,
  ...groupCVenues,
  ...groupCRightsHelp,
  ...groupCBookroom,
  ...groupDAccounts,
  ...groupDFunds,
});
