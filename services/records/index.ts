/**
 * The records wing: every catalogue module's records. `engine/` serves them (the standard calls,
 * commands, queries, visibility, form parts and guards), `shapes/` the module shapes as hook objects
 * (`recordShapes`, given to the engine by `record-routes.ts`),
 * `extra-calls/` a module's own calls, `documents/` their PDFs, sheets and zips, `sheet-import/`
 * uploaded workbooks, `leave/` the desk's leave calls, `personal-data-log/` the log of full views of
 * personal data.
 */
export * from './engine';
export { recordRoutes } from './record-routes';
export * from './shapes';
export * from './extra-calls';
export * from './documents';
export * from './sheet-import';
export * from './leave';
export * from './publicity';
export * from './honours';
export * from './personal-data-log';
