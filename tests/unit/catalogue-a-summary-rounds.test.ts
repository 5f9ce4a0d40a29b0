// One summary per union, round and kind (issue 22): every roll-up summary whose sources are filed in
// selection rounds keys its period by the round (`period.scope: 'round'`), so the next round of the
// same kind takes a new summary; the period shape refuses the option on a module with no round to read.
import { describe, expect, it } from 'vitest';
import { modules, type ModuleEntry } from '../../catalogue';
import { periodShape } from '../../services/records/shapes/period';

const sourcesOf = (m: ModuleEntry) => (m.rollUp!.sources ? Object.values(m.rollUp!.sources) : [m.rollUp!.source]).map((k) => modules[k]!);
/** The summaries with a period whose sources are filed in selection rounds. */
const summaries = Object.values(modules).filter(
  (m) => m.rollUp && m.rollUp.summary !== false && m.period && sourcesOf(m).some((s) => s.round),
);

describe('the roll-up summaries’ periods', () => {
  it('has summaries to hold to the rule', () => {
    expect(summaries.map((m) => m.key)).toContain('modelWorkerSelectionSummary');
  });

  it.each(summaries.map((m) => [m.key, m] as const))('%s: its sources filed in rounds, its period keyed by the round', (_key, summary) => {
    expect(summary.period?.scope).toBe('round');
  });

  it('stops the app at start on a round-scoped period of a module with no round and no summary', () => {
    const entry = { ...modules.selfassessment!, period: { per: 'year', field: 'year', scope: 'round' } } as ModuleEntry;
    expect(() => periodShape.option(entry)).toThrow(/period.scope 'round'/);
  });
});
