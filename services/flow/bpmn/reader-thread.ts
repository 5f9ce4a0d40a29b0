// The body of the BPMN reader's worker thread (started by parse-off-thread.ts): from the sources
// through parse-worker.mjs, from the build as its own bundle (scripts/build-server.ts).
import { parentPort } from 'node:worker_threads';
import { parseBpmn } from './read-bpmn';

interface Job {
  id: number;
  xml: string;
  fields?: string[];
  latch?: SharedArrayBuffer;
}

const port = parentPort;
if (!port) throw new Error('reader-thread.ts runs as a worker thread only');

port.on('message', async ({ id, xml, fields, latch }: Job) => {
  // Tests hold a job here (a shared latch) to see the caller's thread run on meanwhile.
  if (latch) Atomics.wait(new Int32Array(latch), 0, 0);
  try {
    port.postMessage({ id, outcome: await parseBpmn(xml, fields ? { fields } : {}) });
  } catch (err) {
    port.postMessage({ id, failure: err instanceof Error ? err.message : String(err) });
  }
});
port.postMessage({ ready: true });
