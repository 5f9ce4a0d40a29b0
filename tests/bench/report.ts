import type { BenchFigures } from './figures';
import type { Summary } from './stats';
import { verdicts } from './targets';

const ms = (v: number) => (!Number.isFinite(v) ? '-' : v >= 100 ? v.toFixed(0) : v.toFixed(1));
const rate = (v: number) => (v >= 100 ? v.toFixed(0) : v.toFixed(1));
/** A ratio with two decimals, or two significant digits when it is that small (0.0042, not 0.00). */
const ratio = (v: number) => (v >= 0.1 || v === 0 ? v.toFixed(2) : v.toPrecision(2));
const load = (l: number[]) => `load ${l.map((v) => v.toFixed(2)).join(' ')}`;
const sizeName = (records: number) => (records >= 1_000_000 ? `${records / 1_000_000}M` : `${Math.round(records / 1000)}k`);
const side = (s: Summary, unit: string) =>
  `${rate(s.perSecond)} ${unit}  p50 ${ms(s.p50Ms)}  p95 ${ms(s.p95Ms)}  p99 ${ms(s.p99Ms)} ms  (n=${s.done}${s.errors ? `, ${s.errors} errors` : ''})`;

/** Columns a string takes in a terminal: CJK characters and full-width punctuation take two. */
const width = (s: string) =>
  [...s].reduce(
    (n, ch) => n + (/[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/.test(ch) ? 2 : 1),
    0,
  );

/** Columns padded to their widest cell, with a rule under the header. */
export function table(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(width(h), ...rows.map((r) => width(r[i] ?? ''))));
  const line = (cols: string[]) =>
    cols
      .map((c, i) => c + ' '.repeat(Math.max(0, widths[i]! - width(c))))
      .join('  ')
      .trimEnd();
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

/** Every figure of the run as tables, then the targets as MET or MISSED. */
export function formatReport(f: BenchFigures): string {
  const out: string[] = [];
  out.push(
    `npm run bench${f.quick ? ' (BENCH_QUICK)' : ''}: ${f.seconds.toFixed(0)} s, ${load(f.load.start)} at the start, ${load(f.load.end)} at the end`,
  );
  out.push(`district: ${f.district.unions} unions, ${f.district.templates} template flows`);
  for (const size of f.sizes) {
    const small = f.sizes[0];
    if (size.lists) {
      out.push(`\nList pages at ${sizeName(size.records)} records (${size.tasks} tasks; ${load(size.load)}), 10 rows a page`);
      const rows = size.lists.map((l) => {
        const growth = size !== small && small?.lists ? l.portal.p95Ms / small.lists.find((s) => s.name === l.name)!.portal.p95Ms : NaN;
        return [
          l.label,
          side(l.portal, 'req/s'),
          side(l.baseline, 'req/s'),
          ratio(l.portal.perSecond / l.baseline.perSecond),
          Number.isFinite(growth) ? `${growth.toFixed(2)}` : '',
          l.total === null ? '' : String(l.total),
        ];
      });
      out.push(table(['page', 'portal', 'keyset baseline', 'ratio', `p95 / ${sizeName(small!.records)}`, 'total'], rows));
    }
    if (size.commands) {
      const c = size.commands;
      out.push(
        `\nCommand to its row in its list, alone, at ${sizeName(size.records)}: p50 ${ms(c.p50Ms)} ms  p95 ${ms(c.p95Ms)} ms  max ${ms(c.maxMs)} ms ` +
          `(n=${c.count}, ${c.meanPolls.toFixed(2)} list calls each)`,
      );
      out.push(
        table(
          ['command', 'p50 ms', 'p95 ms', 'answered p50 ms', 'answered p95 ms'],
          Object.entries(c.byCommand).map(([k, v]) => [k, ms(v.p50Ms), ms(v.p95Ms), ms(v.answeredP50Ms), ms(v.answeredP95Ms)]),
        ),
      );
    }
  }
  if (f.lifecycles) {
    out.push(`\nLifecycles (6 commands each; ${load(f.lifecycles.load)})`);
    out.push(
      table(
        ['at once', 'portal', 'bare Temporal', 'ratio'],
        f.lifecycles.runs.map((r) => [
          String(r.concurrency),
          side(r.portal, 'lifecycles/s'),
          side(r.baseline, 'lifecycles/s'),
          ratio(r.portal.perSecond / r.baseline.perSecond),
        ]),
      ),
    );
    for (const r of f.lifecycles.runs) {
      const cpu = r.cpuMsPerLifecycle;
      if (!cpu) continue;
      const parts = (c: Record<string, number>) =>
        Object.entries(c)
          .map(([name, ms]) => `${name} ${ms}`)
          .join(', ');
      out.push(`CPU ms a lifecycle at ${r.concurrency} at once: portal ${parts(cpu.portal)}; bare Temporal ${parts(cpu.baseline)}`);
    }
  }
  if (f.rebuild) {
    const r = f.rebuild;
    out.push(
      `\nRead-model rebuild: ${r.events} events of ${r.flows} flows in ${r.seconds.toFixed(1)} s = ${rate(r.eventsPerSecond)} events/s (${load(r.load)}); ` +
        `CPU per 1,000 events: Node ${r.nodeCpuMsPer1000Events.toFixed(1)} ms, PostgreSQL ${r.postgresCpuMsPer1000Events.toFixed(1)} ms; ` +
        `seeded rows ${r.equal ? 'equal' : 'DIFFER FROM'} the projection's${r.equal ? '' : `:\n  ${r.differences.join('\n  ')}`}`,
    );
  }
  if (f.bundle) {
    const b = f.bundle;
    out.push(
      `\nConsole: first load ${b.firstLoad.totalKb.toFixed(1)} KB gzip (script ${b.firstLoad.scriptKb.toFixed(1)} KB, CSS ${b.firstLoad.cssKb.toFixed(1)} KB); ` +
        `${b.laterChunks.length} chunks after it`,
    );
    if (b.laterChunks.length) {
      out.push(
        table(
          ['chunk', 'gzip KB'],
          b.laterChunks.map((c) => [c.name, c.gzipKb.toFixed(1)]),
        ),
      );
    }
  }
  if (f.memory) {
    out.push(`\nResident memory (${f.memory.api.how}; ${f.memory.worker.how})`);
    out.push(
      table(
        ['process', 'idle after warm-up MB', 'after the load MB'],
        [
          ['API', ms(f.memory.api.idleMb), ms(f.memory.api.loadedMb)],
          ['worker', ms(f.memory.worker.idleMb), ms(f.memory.worker.loadedMb)],
        ],
      ),
    );
  }
  out.push('\nTargets (issue 21, item 2)');
  out.push(
    table(
      ['target', 'status', 'figure', 'bound'],
      verdicts(f).map((v) => [v.what, v.status, v.figure, v.bound]),
    ),
  );
  return out.join('\n');
}
