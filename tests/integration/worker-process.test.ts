// Issue 21, item 4: the worker as production runs it, a process of its own (entry-points/worker.ts):
// the Temporal SDK's Prometheus endpoint (TEMPORAL_METRICS_ADDRESS) carries the workflow task latency
// and the portal's projection lag, and SIGTERM drains it and exits 0.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { modules } from '../../catalogue';
import { freePort } from '../../services/platform/entry-points';
import { login, startTestStack, type TestStack } from '../support';

const root = fileURLToPath(new URL('../..', import.meta.url));

let stack: TestStack;
let worker: ChildProcess;
let output = '';
let metricsUrl: string;

beforeAll(async () => {
  // The stack's app sends the commands; its own worker stays off, the child process runs the task queue.
  stack = await startTestStack({ noWorker: true });
  const port = await freePort();
  metricsUrl = `http://127.0.0.1:${port}/metrics`;
  worker = spawn(process.execPath, ['--import', 'tsx', 'services/platform/entry-points/worker.ts'], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      DATABASE_URL: stack.config.databaseUrl,
      TEMPORAL_ADDRESS: process.env.TEMPORAL_ADDRESS,
      TEMPORAL_TASK_QUEUE: stack.taskQueue,
      TEMPORAL_METRICS_ADDRESS: `127.0.0.1:${port}`,
      JWT_SECRET: randomBytes(32).toString('hex'),
      DATA_DIR: mkdtempSync(join(tmpdir(), 'union-portal-worker-')),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  worker.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  worker.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  // It migrates (nothing to do on the test database) and bundles the workflows first.
  await vi.waitFor(() => expect(output).toContain('Worker polling task queue'), { timeout: 90_000, interval: 200 });
}, 120_000);

afterAll(async () => {
  if (worker && worker.exitCode === null) worker.kill('SIGKILL');
  await stack?.close();
});

const scrape = async () => (await fetch(metricsUrl)).text();
/** The `_count` of a histogram summed over its series. */
const countOf = (text: string, name: string) =>
  text
    .split('\n')
    .filter((line) => line.startsWith(`${name}_count`))
    .reduce((sum, line) => sum + Number(line.split(' ').pop()), 0);

describe('the worker process', () => {
  it('serves the workflow task latency and the projection lag on its Temporal metrics endpoint', async () => {
    const corp1 = await login(stack.app, 'corp1');
    const saved = await corp1.post('/api/blade-crop/crop/setup1/saveDraft', modules.setup1!.example);
    expect(saved.status).toBe(200);
    await expect.poll(async () => countOf(await scrape(), 'temporal_workflow_task_execution_latency')).toBeGreaterThan(0);
    await expect.poll(async () => countOf(await scrape(), 'temporal_workflow_task_schedule_to_start_latency')).toBeGreaterThan(0);
    // flow.started and draft.saved, projected by one appendEvents.
    await expect.poll(async () => countOf(await scrape(), 'portal_projection_lag_seconds')).toBe(2);
    expect(await scrape()).toMatch(/^portal_projection_lag_seconds_bucket\{.*module="setup1".*\} \d+/m);
  });

  it('drains and exits 0 on SIGTERM', async () => {
    const exited = new Promise<number | null>((resolve) => worker.once('exit', (code) => resolve(code)));
    worker.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(output).toContain('SIGTERM: shutting down');
  });
});
