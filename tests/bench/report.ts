import type { Summary } from './stats';

export interface Row {
  name: string;
  unit: string;
  portal: Summary;
  baseline: Summary;
}

const rate = (s: Summary, unit: string) => `${s.perSecond >= 100 ? s.perSecond.toFixed(0) : s.perSecond.toFixed(1)} ${unit}`;
const ms = (v: number) => (v >= 100 ? v.toFixed(0) : v.toFixed(1));
const cell = (s: Summary, unit: string) =>
  `${rate(s, unit)}  p50 ${ms(s.p50Ms)} ms  p99 ${ms(s.p99Ms)} ms  (n=${s.done}${s.errors ? `, ${s.errors} errors` : ''})`;

/** The figures as a table: each benchmark's portal and baseline, and the throughput ratio portal / baseline. */
export function formatTable(rows: Row[]): string {
  const lines = rows.map((r) => [
    r.name,
    cell(r.portal, r.unit),
    cell(r.baseline, r.unit),
    (r.portal.perSecond / r.baseline.perSecond).toFixed(2),
  ]);
  const header = ['benchmark', 'portal', 'baseline', 'ratio (portal/baseline)'];
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const format = (cols: string[]) =>
    cols
      .map((c, i) => c.padEnd(widths[i]!))
      .join('  ')
      .trimEnd();
  return [format(header), widths.map((w) => '-'.repeat(w)).join('  '), ...lines.map(format)].join('\n');
}
