import type { Worker } from '@temporalio/worker';
import type { FastifyInstance } from 'fastify';
import type { ShutdownConfig } from '../config';

/** What a hung shutdown is given beyond what its steps ask for (extendDeadline). */
const BASE_DEADLINE_MS = 30_000;

// Stops what was started, in reverse order of starting (so: API, worker, Temporal, Postgres), once,
// whether the cause is SIGINT/SIGTERM, a failed start, or a worker that died.
export class Shutdown {
  private readonly steps: { name: string; stop: () => unknown }[] = [];
  private running: Promise<void> | undefined;
  private deadlineMs = BASE_DEADLINE_MS;

  /** Registers how to stop something that has just been started. */
  add(name: string, stop: () => unknown): void {
    this.steps.push({ name, stop });
  }

  /** A step that may take this long by design (the API's drain, the worker's grace) moves the watchdog out by as much. */
  extendDeadline(ms: number): void {
    this.deadlineMs += ms;
  }

  run(): Promise<void> {
    this.running ??= (async () => {
      for (const step of [...this.steps].reverse()) {
        try {
          await step.stop();
        } catch (error) {
          console.error(`Stopping ${step.name} failed:`, error);
        }
      }
    })();
    return this.running;
  }

  /** Runs the steps and exits. */
  async exit(code: number): Promise<never> {
    await this.run();
    process.exit(code);
  }

  /**
   * SIGINT/SIGTERM stop everything. Repeated signals are expected (Ctrl+C reaches npm, tsx and us, and
   * npm and tsx pass it on again), so they do not cut the shutdown short; a watchdog does, if it hangs
   * past what the steps asked for.
   */
  onSignals(): void {
    for (const signal of ['SIGINT', 'SIGTERM'] as const) {
      process.on(signal, () => {
        if (this.running) return;
        console.log(`\n${signal}: shutting down ...`);
        const graceMs = this.deadlineMs;
        setTimeout(() => {
          console.error(`Shutdown did not finish within ${graceMs / 1000} s; exiting anyway.`);
          process.exit(1);
        }, graceMs).unref();
        void this.exit(0);
      });
    }
  }
}

export interface DrainOptions {
  /** How long readiness answers 503 before the listener closes, so load balancers take the instance out first. */
  readinessDelayMs: number;
  /** How long requests in flight may take to finish once the listener closed; then their connections are cut. */
  drainDeadlineMs: number;
}

/**
 * Stops the API without dropping what it accepted: readiness turns false at once (while requests
 * are still served), then the listener closes (new connections are refused, idle ones closed) and
 * the requests in flight finish; at the deadline the connections still open are cut.
 */
export async function drainApi(app: FastifyInstance, opts: DrainOptions): Promise<void> {
  app.serving.drain();
  if (opts.readinessDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, opts.readinessDelayMs));
  app.serving.close();
  const deadline = setTimeout(() => {
    app.log.warn(`requests still in flight ${opts.drainDeadlineMs} ms after the shutdown began; closing their connections`);
    app.server.closeAllConnections();
  }, opts.drainDeadlineMs);
  try {
    await app.close();
  } finally {
    clearTimeout(deadline);
  }
}

/**
 * The worker's shutdown times (WorkerOptions, in ms): running activities may finish within the
 * grace before they are cancelled; one that ignores its cancellation is given 10 s more, then run()
 * fails rather than hold the process for ever.
 */
export function workerShutdownTimes(config: ShutdownConfig): { shutdownGraceTime: number; shutdownForceTime: number } {
  const grace = config.workerGraceSeconds * 1000;
  return { shutdownGraceTime: grace, shutdownForceTime: grace + 10_000 };
}

/**
 * Runs the worker until `shutdown` stops it: Worker.shutdown() stops polling, the tasks in hand
 * finish (running activities within the worker's shutdown grace time before they are cancelled)
 * and the step ends when run() has returned. `onFailure` is called if it stops on its own (e.g. it
 * lost the server for good).
 */
export function superviseWorker(worker: Worker, shutdown: Shutdown, onFailure: (error: unknown) => void): void {
  let stopping = false;
  const running = worker.run().then(
    () => {
      if (!stopping) onFailure(new Error('The Temporal worker stopped unexpectedly.'));
    },
    (error: unknown) => {
      if (!stopping) onFailure(error);
    },
  );
  shutdown.add('Temporal worker', async () => {
    stopping = true;
    if (worker.getState() === 'RUNNING') worker.shutdown();
    await running;
  });
}
