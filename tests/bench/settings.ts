/** What `npm run bench` measures and how much: BENCH_* variables, smaller under BENCH_QUICK=1. */
export const SECTIONS = ['bundle', 'rebuild', 'list', 'commands', 'lifecycle', 'memory'] as const;
export type Section = (typeof SECTIONS)[number];

const env = process.env;
const quick = env.BENCH_QUICK === '1';

const int = (name: string, full: number, smoke: number) => {
  const value = Number(env[name] ?? (quick ? smoke : full));
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive integer`);
  return value;
};

function sizes(): number[] {
  const raw = env.BENCH_SIZES ?? (quick ? '3000,20000' : '10000,1000000');
  const list = raw.split(',').map((s) => Number(s.trim()));
  if (list.some((n) => !Number.isInteger(n) || n < 1) || list.length === 0) throw new Error('BENCH_SIZES: record counts, comma-separated');
  return [...new Set(list)].sort((a, b) => a - b);
}

function sections(): Set<Section> {
  const only = env.BENCH_ONLY?.split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (!only?.length) return new Set(SECTIONS);
  const unknown = only.filter((s) => !(SECTIONS as readonly string[]).includes(s));
  if (unknown.length) throw new Error(`BENCH_ONLY: unknown ${unknown.join(', ')} (choose from ${SECTIONS.join(', ')})`);
  return new Set(only as Section[]);
}

export const settings = {
  quick,
  sections: sections(),
  /** Record counts measured in turn, each grown from the one before (10k, then 1M). */
  sizes: sizes(),
  district: { launions: int('BENCH_LAUNIONS', 6, 2), corpsPerLaunion: int('BENCH_CORPS_PER_LAUNION', 60, 20) },
  list: {
    deepPage: int('BENCH_DEEP_PAGE', 150, 20),
    warmup: int('BENCH_LIST_WARMUP', 20, 5),
    count: int('BENCH_LIST_COUNT', 300, 60),
    concurrency: int('BENCH_LIST_CONCURRENCY', 8, 4),
    rounds: int('BENCH_LIST_ROUNDS', 2, 1),
    maxMsPerRun: int('BENCH_LIST_SECONDS', 8, 3) * 1000,
  },
  /** Lifecycles walked one at a time for the command latency (six commands each). */
  commandLifecycles: int('BENCH_COMMAND_LIFECYCLES', 5, 2),
  lifecycles: {
    concurrencies: (env.BENCH_LIFECYCLE_CONCURRENCY ?? '5,20').split(',').map(Number),
    count: int('BENCH_LIFECYCLES', 60, 10),
    rounds: int('BENCH_LIFECYCLE_ROUNDS', 2, 1),
    maxMsPerRun: int('BENCH_LIFECYCLE_SECONDS', 25, 10) * 1000,
  },
  /** Records whose events the rebuild replays (it runs on a database of its own). */
  rebuildRecords: int('BENCH_REBUILD_RECORDS', 1000, 200),
  /** Seconds after warm-up before the idle memory is read. */
  settleSeconds: int('BENCH_SETTLE_SECONDS', 5, 2),
  budgetMs: int('BENCH_BUDGET_SECONDS', 2400, 600) * 1000,
  json: env.BENCH_JSON,
};
