import type { GuideProgress } from '../../api';

/** One guide step and whether it is done. */
export interface GuideStep {
  step: number;
  done: boolean;
}

/** The steps of a progress answer, `guide1` … `guideN` in order (corp 1, launion 22). */
export function guideSteps(progress: GuideProgress): GuideStep[] {
  return Array.from({ length: progress.steps }, (_, i) => ({ step: i + 1, done: progress[`guide${i + 1}`] === 1 }));
}
