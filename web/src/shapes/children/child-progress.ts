import type { RecordState } from '../../catalogue';
import type { ChildText } from './texts';
import type { ChildCounts } from './types';

/** The states an entry's progress names, in the order a person reads them, with their words. */
const SHOWN: [RecordState, ChildText][] = [
  ['draft', 'count_draft'],
  ['in_review', 'count_in_review'],
  ['returned', 'count_returned'],
  ['approved', 'count_approved'],
  ['removed', 'count_removed'],
];

/** One part of an entry's progress: a state and how many works stand in it. */
export interface ProgressPart {
  state: RecordState | 'total';
  text: ChildText;
  n: number;
}

/** The total first, then each state that has works; states with none are left out. */
export function progressParts(counts: ChildCounts | undefined): ProgressPart[] {
  if (!counts) return [];
  const parts: ProgressPart[] = [{ state: 'total', text: 'count_total', n: counts.total }];
  for (const [state, text] of SHOWN) {
    const n = counts[state] ?? 0;
    if (n > 0) parts.push({ state, text, n });
  }
  return parts;
}
