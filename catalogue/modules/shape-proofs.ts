import type { ModuleEntry } from '../types';
import { activity } from './activity';
import { assessmentworksummation } from './assessmentworksummation';
import { modelWorkerSelection1 } from './modelWorkerSelection1';
import { modelWorkerSelectionSummary } from './modelWorkerSelectionSummary';

/**
 * The modules proving the shapes saveSubmits, period, publishOnly and rollUp (docs/forms/shape-proofs.md);
 * the catalogue index registers them.
 */
export const shapeProofs: Record<string, ModuleEntry> = {
  assessmentworksummation,
  activity,
  modelWorkerSelection1,
  modelWorkerSelectionSummary,
};
