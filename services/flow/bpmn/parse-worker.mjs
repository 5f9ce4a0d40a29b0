// The BPMN reader's worker thread (started by parse-off-thread.ts). Plain JavaScript, so that Node
// loads it however the app was started: under `node --import tsx` in production, tsx in
// development, and vitest in the tests, whose worker threads inherit no TypeScript loader. It
// loads the TypeScript reader through tsx's scoped import.
import { parentPort } from 'node:worker_threads';
import { tsImport } from 'tsx/esm/api';

const { parseBpmn } = await tsImport('./read-bpmn.ts', import.meta.url);

parentPort.on('message', async ({ id, xml, fields, latch }) => {
  // Tests hold a job here (a shared latch) to see the caller's thread run on meanwhile.
  if (latch) Atomics.wait(new Int32Array(latch), 0, 0);
  try {
    parentPort.postMessage({ id, outcome: await parseBpmn(xml, fields ? { fields } : {}) });
  } catch (err) {
    parentPort.postMessage({ id, failure: err instanceof Error ? err.message : String(err) });
  }
});
parentPort.postMessage({ ready: true });
