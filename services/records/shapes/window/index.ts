/**
 * The `window` shape: an assessment filing goes into review only while the round of its kind that
 * applies to its union is open, within the union's places, with the round's scoring and veto items
 * as published (docs/forms/group-a-assessments.md: AS-W1, AS-W2, AS-Q1, AS-S1). Generic over the
 * entry's `window` option: any module filed in the assessment rounds may set it.
 */
import type { WindowDef } from '../../../../catalogue';
import type { RecordShape } from '../../engine';
import { guardFiling } from './window-guard';

export const windowShape: RecordShape<WindowDef> = {
  name: 'window',
  option: (entry) => entry.window,
  guards: { submit: guardFiling(false), resubmit: guardFiling(true) },
};
