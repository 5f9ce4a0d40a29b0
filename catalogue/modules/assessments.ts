import type { ModuleEntry } from '../types';
import { assessmentbeautifulemployees } from './assessmentbeautifulemployees';
import { assessmentfriendsunion } from './assessmentfriendsunion';
import { assessmentinnovativetalent } from './assessmentinnovativetalent';
import { assessmentworkaccounts } from './assessmentworkaccounts';
import { selfassessment } from './selfassessment';
import { selfassessmentopen } from './selfassessmentopen';

/**
 * The annual assessment's modules (docs/forms/group-a-assessments.md): the park union's round
 * (selfassessmentopen), the unions' yearly filings and the park's own nominations;
 * assessmentworksummation is registered with the shape proofs.
 */
export const assessments: Record<string, ModuleEntry> = {
  selfassessmentopen,
  selfassessment,
  assessmentworkaccounts,
  assessmentfriendsunion,
  assessmentbeautifulemployees,
  assessmentinnovativetalent,
};
