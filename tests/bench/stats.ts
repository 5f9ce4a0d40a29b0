/** What one measured run produced: how many operations, how long it took, and each one's latency. */
export interface Sample {
  done: number;
  errors: number;
  elapsedMs: number;
  latenciesMs: number[];
}

export interface Summary {
  done: number;
  errors: number;
  perSecond: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
}

/** The nearest-rank percentile of sorted values. */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank] ?? NaN;
}

/** Several rounds of the same measurement as one: throughput over their summed time, percentiles over all latencies. */
export function summarize(samples: Sample[]): Summary {
  const latencies = samples.flatMap((s) => s.latenciesMs).sort((a, b) => a - b);
  const done = samples.reduce((n, s) => n + s.done, 0);
  const elapsedMs = samples.reduce((n, s) => n + s.elapsedMs, 0);
  return {
    done,
    errors: samples.reduce((n, s) => n + s.errors, 0),
    perSecond: elapsedMs > 0 ? (done * 1000) / elapsedMs : 0,
    p50Ms: percentile(latencies, 50),
    p95Ms: percentile(latencies, 95),
    p99Ms: percentile(latencies, 99),
  };
}
