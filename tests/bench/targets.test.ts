import { describe, expect, it } from 'vitest';
import type { BenchFigures, SizeFigures } from './figures';
import type { ListResult } from './list-bench';
import type { Summary } from './stats';
import { verdicts } from './targets';

const summary = (perSecond: number, p95Ms: number): Summary => ({ done: 100, errors: 0, perSecond, p50Ms: p95Ms / 2, p95Ms, p99Ms: p95Ms });
const list = (name: string, portal: Summary, baseline: Summary): ListResult => ({ name, label: name, total: null, portal, baseline });
const size = (records: number, lists: ListResult[]): SizeFigures => ({ records, tasks: 0, load: [0, 0, 0], lists });
const run = (sizes: SizeFigures[]): BenchFigures => ({
  startedAt: '',
  seconds: 0,
  quick: false,
  load: { start: [], end: [] },
  district: { unions: 0, templates: 0 },
  sizes,
});
const statusOf = (f: BenchFigures, what: RegExp) => verdicts(f).find((v) => what.test(v.what))!;

describe('the targets', () => {
  it('judge the list by its worst page at the largest size against that page’s baseline', () => {
    const f = run([
      size(10_000, [list('first', summary(100, 20), summary(100, 20)), list('deep', summary(100, 20), summary(100, 20))]),
      size(1_000_000, [list('first', summary(90, 25), summary(100, 20)), list('deep', summary(10, 200), summary(100, 20))]),
    ]);
    expect(statusOf(f, /req\/s against the keyset/)).toMatchObject({
      status: 'MISSED',
      figure: expect.stringContaining('0.10 × (deep at 1M)'),
    });
    expect(statusOf(f, /p95 at the largest size/)).toMatchObject({ status: 'MISSED', figure: expect.stringContaining('10.00 × (deep') });
  });

  it('are met when every page keeps up', () => {
    const f = run([
      size(10_000, [list('first', summary(100, 20), summary(100, 20))]),
      size(1_000_000, [list('first', summary(85, 25), summary(100, 20))]),
    ]);
    expect(statusOf(f, /req\/s against the keyset/).status).toBe('MET');
    expect(statusOf(f, /p95 at the largest size/).status).toBe('MET');
  });

  it('say "not measured" for what a run left out, never met', () => {
    const statuses = verdicts(run([size(10_000, [list('first', summary(100, 20), summary(100, 20))])])).map((v) => v.status);
    expect(statuses.filter((s) => s === 'not measured')).toHaveLength(statuses.length - 1);
    expect(statusOf(run([]), /rebuild/).status).toBe('not measured');
  });
});
