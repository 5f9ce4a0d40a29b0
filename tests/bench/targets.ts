import type { BenchFigures } from './figures';

/** A target of issue 21 item 2: the figure it reads from a run, and the bound. */
export interface Target {
  what: string;
  /** The figure of this run, or null when the run did not measure it (BENCH_ONLY, a single size). */
  figure(f: BenchFigures): { value: number; detail: string } | null;
  bound: number;
  /** `min`: the figure must reach the bound; `max`: it must stay within it. */
  kind: 'min' | 'max';
  unit: string;
}

const largest = (f: BenchFigures) => f.sizes.at(-1);
const smallest = (f: BenchFigures) => f.sizes[0];
const sizeName = (records: number) => (records >= 1_000_000 ? `${records / 1_000_000}M` : `${Math.round(records / 1000)}k`);
const worst = <T>(items: T[], value: (t: T) => number, pick: 'min' | 'max') =>
  items.reduce((a, b) => ((pick === 'min' ? value(b) < value(a) : value(b) > value(a)) ? b : a));

/** A command visible in its list, alone, at the largest size whose commands were measured. */
function commandTarget(percentile: 'p50Ms' | 'p95Ms', bound: number): Target {
  return {
    what: `a command visible in its list, alone: ${percentile.slice(0, 3)}`,
    figure: (f) => {
      const s = [...f.sizes].reverse().find((x) => x.commands);
      return s?.commands ? { value: s.commands[percentile], detail: `at ${sizeName(s.records)}` } : null;
    },
    bound,
    kind: 'max',
    unit: 'ms',
  };
}

/** The targets, in one table: `npm run bench` prints each as MET or MISSED with its figure. */
export const TARGETS: Target[] = [
  {
    what: 'list pages at the largest size: req/s against the keyset baseline (worst page)',
    figure: (f) => {
      const lists = largest(f)?.lists;
      if (!lists?.length) return null;
      const w = worst(lists, (l) => l.portal.perSecond / l.baseline.perSecond, 'min');
      return { value: w.portal.perSecond / w.baseline.perSecond, detail: `${w.label} at ${sizeName(largest(f)!.records)}` };
    },
    bound: 0.8,
    kind: 'min',
    unit: '×',
  },
  {
    what: 'list pages: p95 at the largest size / p95 at the smallest (worst page)',
    figure: (f) => {
      const big = largest(f);
      const small = smallest(f);
      if (!big?.lists || !small?.lists || big === small) return null;
      const ratios = big.lists.map((l) => ({ l, r: l.portal.p95Ms / small.lists!.find((s) => s.name === l.name)!.portal.p95Ms }));
      const w = worst(ratios, (x) => x.r, 'max');
      return { value: w.r, detail: `${w.l.label}, ${sizeName(big.records)} / ${sizeName(small.records)}` };
    },
    bound: 1.5,
    kind: 'max',
    unit: '×',
  },
  commandTarget('p50Ms', 30),
  commandTarget('p95Ms', 100),
  {
    what: 'lifecycles/s against bare Temporal with the same steps (worst concurrency)',
    figure: (f) => {
      const runs = f.lifecycles?.runs;
      if (!runs?.length) return null;
      const w = worst(runs, (r) => r.portal.perSecond / r.baseline.perSecond, 'min');
      return { value: w.portal.perSecond / w.baseline.perSecond, detail: `${w.concurrency} at once` };
    },
    bound: 0.9,
    kind: 'min',
    unit: '×',
  },
  {
    what: 'lifecycles per second on this machine (best concurrency)',
    figure: (f) => {
      const runs = f.lifecycles?.runs;
      if (!runs?.length) return null;
      const b = worst(runs, (r) => r.portal.perSecond, 'max');
      return { value: b.portal.perSecond, detail: `${b.concurrency} at once` };
    },
    bound: 20,
    kind: 'min',
    unit: '/s',
  },
  {
    what: 'read-model rebuild',
    figure: (f) => (f.rebuild ? { value: f.rebuild.eventsPerSecond, detail: `${f.rebuild.events} events` } : null),
    bound: 20_000,
    kind: 'min',
    unit: 'events/s',
  },
  {
    what: 'console first load (script + CSS, gzip)',
    figure: (f) =>
      f.bundle
        ? {
            value: f.bundle.firstLoad.totalKb,
            detail: `script ${f.bundle.firstLoad.scriptKb.toFixed(0)} KB + CSS ${f.bundle.firstLoad.cssKb.toFixed(0)} KB`,
          }
        : null,
    bound: 170,
    kind: 'max',
    unit: 'KB',
  },
  {
    what: 'largest chunk after the first load (route chunks, gzip)',
    figure: (f) => {
      if (!f.bundle) return null;
      const top = f.bundle.laterChunks[0];
      return top ? { value: top.gzipKb, detail: top.name } : { value: 0, detail: 'no chunk beyond the first load' };
    },
    bound: 60,
    kind: 'max',
    unit: 'KB',
  },
  {
    what: 'API resident memory, idle after warm-up',
    figure: (f) => (f.memory ? { value: f.memory.api.idleMb, detail: f.memory.api.how } : null),
    bound: 150,
    kind: 'max',
    unit: 'MB',
  },
];

export interface TargetVerdict {
  what: string;
  status: 'MET' | 'MISSED' | 'not measured';
  figure: string;
  bound: string;
}

const num = (v: number) => (Math.abs(v) >= 100 ? v.toFixed(0) : Math.abs(v) >= 0.1 || v === 0 ? v.toFixed(2) : v.toPrecision(2));

/** Each target's verdict on a run's figures. */
export function verdicts(f: BenchFigures): TargetVerdict[] {
  return TARGETS.map((t) => {
    const bound = `${t.kind === 'min' ? '≥' : '≤'} ${num(t.bound)} ${t.unit}`;
    const got = t.figure(f);
    if (!got || !Number.isFinite(got.value)) return { what: t.what, status: 'not measured', figure: '', bound };
    const met = t.kind === 'min' ? got.value >= t.bound : got.value <= t.bound;
    return { what: t.what, status: met ? 'MET' : 'MISSED', figure: `${num(got.value)} ${t.unit} (${got.detail})`, bound };
  });
}
