export { LockProvider } from './LockProvider';
export { LockGate } from './LockGate';
export { LockPage } from './LockPage';
export { LockDialogOnOpen as LockDialog } from './LockDialogOnOpen';
export type { LockDialogProps } from './LockDialog';
export { useLock } from './use-lock';
export type { LockValue } from './lock-context';
