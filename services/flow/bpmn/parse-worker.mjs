// The BPMN reader's worker thread when the sources run (started by parse-off-thread.ts). Plain
// JavaScript, so that Node loads it however the sources were started: tsx in development and vitest
// in the tests, whose worker threads inherit no TypeScript loader. It loads the thread's body
// (reader-thread.ts) through tsx's scoped import; the build runs that body bundled instead.
import { tsImport } from 'tsx/esm/api';

await tsImport('./reader-thread.ts', import.meta.url);
