export { LockProvider } from './LockProvider';
export { LockGate } from './LockGate';
export { LockPage } from './LockPage';
export { LockDialog, type LockDialogProps } from './LockDialog';
export { useLock } from './use-lock';
export type { LockValue } from './lock-context';
