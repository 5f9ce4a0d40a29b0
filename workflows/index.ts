/** Temporal workflows of the portal: definitions for clients, the worker factory, and pure flow logic. */
export * from './record-lifecycle/definitions';
export type * from './record-lifecycle/types';
export { decide, isCandidate } from './record-lifecycle/decide';
export { evolve, initialState } from './record-lifecycle/evolve';
export { createWorker, DEFAULT_TASK_QUEUE, workflowsPath, type CreateWorkerOptions } from './worker/create-worker';
export { createActivities, type Activities } from './activities/create-activities';
export { ensureMaintenanceSchedules, ERASE_NUMBERS_SCHEDULE } from './maintenance/schedules';
