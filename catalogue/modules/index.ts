import type { ModuleEntry } from '../types';
import { activityworks } from './activityworks';
import { withDocuments } from './documents';
import { groupB } from './group-b';
import { leave } from './leave';
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
  activityworks,
  ...shapeProofs,
  leave,
  modelWorkerSelection2,
  modelWorkerSelection3,
});
