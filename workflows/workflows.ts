/** The workflow bundle's entry: every workflow type the worker runs. */
export { recordLifecycle } from './record-lifecycle/workflow';
