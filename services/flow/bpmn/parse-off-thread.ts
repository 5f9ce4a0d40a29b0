import { Worker } from 'node:worker_threads';
import { buildOutput } from '../../platform/config';
import { concurrencyLimit } from '../../platform/core';
import type { parseBpmn } from './read-bpmn';

/** What `parseBpmn` answers: the model, or the errors naming the elements. */
export type BpmnOutcome = Awaited<ReturnType<typeof parseBpmn>>;

/** Longest a file may take to read; one within the size and shape limits takes well under a second. */
export const PARSE_TIME_LIMIT_MS = 10_000;
/** The worker's heap: a file that needs more is refused, and the API's own heap is untouched. */
const WORKER_HEAP_MB = 256;

/** A parse that did not finish: past its time limit, or the worker failed (out of memory, say). */
export class BpmnParseStopped extends Error {
  constructor(readonly why: 'timeLimit' | 'failed') {
    super(`the BPMN reader stopped: ${why}`);
    this.name = 'BpmnParseStopped';
  }
}

interface Job {
  xml: string;
  fields?: readonly string[];
  /** Tests: the worker waits until `latch[0]` is set before it parses. */
  latch?: SharedArrayBuffer;
}

type Reply = { ready: true } | { id: number; outcome: BpmnOutcome } | { id: number; failure: string };

let worker: { thread: Worker; ready: Promise<void> } | null = null;
let nextId = 0;
/** One parse at a time in the one worker: the others wait their turn, off the request thread as well. */
const oneAtATime = concurrencyLimit(1);

/** The reader's worker thread, started on first use and kept (unref'd: it never holds the process open). */
function readerThread(): { thread: Worker; ready: Promise<void> } {
  if (worker) return worker;
  // Built, the thread's body is a bundle of its own; from the sources, a loader that runs it through tsx.
  const script = buildOutput('bpmnReaderThread') ?? new URL('./parse-worker.mjs', import.meta.url);
  const thread = new Worker(script, {
    resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
  });
  thread.unref();
  const ready = new Promise<void>((resolve, reject) => {
    thread.once('message', () => resolve());
    thread.once('error', reject);
  });
  const started = { thread, ready };
  // A worker that failed or ended is let go; the next parse starts a fresh one.
  const forget = () => {
    if (worker === started) worker = null;
  };
  thread.on('error', forget);
  thread.once('exit', forget);
  worker = started;
  return started;
}

/** Runs one job in the worker; past `timeLimitMs` the worker is ended (a fresh one takes the next job). */
async function runJob(job: Job, timeLimitMs: number): Promise<BpmnOutcome> {
  const { thread, ready } = readerThread();
  try {
    await ready;
  } catch {
    throw new BpmnParseStopped('failed');
  }
  const id = ++nextId;
  return new Promise<BpmnOutcome>((resolve, reject) => {
    const done = () => {
      clearTimeout(timer);
      thread.off('message', onMessage);
      thread.off('error', onError);
      thread.off('exit', onExit);
    };
    const onMessage = (reply: Reply) => {
      if (!('id' in reply) || reply.id !== id) return;
      done();
      if ('outcome' in reply) resolve(reply.outcome);
      else reject(new BpmnParseStopped('failed'));
    };
    const onError = () => {
      done();
      reject(new BpmnParseStopped('failed'));
    };
    const onExit = () => {
      done();
      reject(new BpmnParseStopped('failed'));
    };
    const timer = setTimeout(() => {
      done();
      if (worker?.thread === thread) worker = null;
      void thread.terminate();
      reject(new BpmnParseStopped('timeLimit'));
    }, timeLimitMs);
    thread.on('message', onMessage);
    thread.on('error', onError);
    thread.on('exit', onExit);
    thread.postMessage({ id, ...job });
  });
}

/**
 * `parseBpmn` in a worker thread, so that reading a large file never holds the thread that answers
 * every tenant's requests; bounded in time (`BpmnParseStopped('timeLimit')`) and memory
 * (`BpmnParseStopped('failed')`). Files are scanned first (`xmlShape`): this is the second wall.
 */
export function parseBpmnOffThread(
  xml: string,
  opts: { fields?: readonly string[] } = {},
  run: { timeLimitMs?: number; latch?: SharedArrayBuffer } = {},
): Promise<BpmnOutcome> {
  const job: Job = { xml, ...(opts.fields ? { fields: [...opts.fields] } : {}), ...(run.latch ? { latch: run.latch } : {}) };
  return oneAtATime(() => runJob(job, run.timeLimitMs ?? PARSE_TIME_LIMIT_MS));
}
