// The HTTP load loop, run in a child process of its own (see load-loop.ts) so that generating the
// load does not take event-loop time from the servers under test. It answers each job on IPC.
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import type { Sample } from './stats';

export interface LoadJob {
  url: string;
  headers: Record<string, string>;
  /** Requests made first and not measured. */
  warmup: number;
  /** Requests measured (fewer if `maxMs` runs out first). */
  count: number;
  /** Requests in flight at once, each on its own kept-alive connection. */
  concurrency: number;
  maxMs: number;
}

function request(agent: http.Agent, url: URL, headers: Record<string, string>): Promise<boolean> {
  return new Promise((resolve) => {
    const req = http.get(url, { agent, headers }, (res) => {
      res.on('data', () => {});
      res.on('end', () => resolve(res.statusCode === 200));
      res.on('error', () => resolve(false));
    });
    req.on('error', () => resolve(false));
  });
}

async function run(job: LoadJob): Promise<Sample> {
  const url = new URL(job.url);
  if (url.hostname !== '127.0.0.1' && url.hostname !== 'localhost') throw new Error(`loopback addresses only, not ${url.hostname}`);
  const agent = new http.Agent({ keepAlive: true, maxSockets: job.concurrency });
  try {
    const loop = async (total: number, deadline: number, latencies: number[] | null) => {
      let issued = 0;
      let errors = 0;
      const lane = async () => {
        while (issued < total && performance.now() < deadline) {
          issued += 1;
          const start = performance.now();
          const ok = await request(agent, url, job.headers);
          if (ok) latencies?.push(performance.now() - start);
          else errors += 1;
        }
      };
      await Promise.all(Array.from({ length: job.concurrency }, lane));
      return { issued, errors };
    };
    const begin = performance.now();
    await loop(job.warmup, begin + job.maxMs / 4, null);
    const latenciesMs: number[] = [];
    const start = performance.now();
    const { issued, errors } = await loop(job.count, start + job.maxMs, latenciesMs);
    return { done: issued - errors, errors, elapsedMs: performance.now() - start, latenciesMs };
  } finally {
    agent.destroy();
  }
}

process.on('message', (job: LoadJob) => {
  run(job).then(
    (sample) => process.send?.({ sample }),
    (error: unknown) => process.send?.({ error: String(error) }),
  );
});
process.on('disconnect', () => process.exit(0));
