import { lazy, Suspense, useState } from 'react';
import type { LockDialogProps } from './LockDialog';

const LockDialog = lazy(() => import('./LockDialog').then((m) => ({ default: m.LockDialog })));

/**
 * The lock dialog as the header offers it: fetched the first time it opens (with Blueprint's
 * overlay, which nothing else on the home page needs), then kept, so that it closes as it opened.
 */
export function LockDialogOnOpen(props: LockDialogProps) {
  const [opened, setOpened] = useState(props.isOpen);
  if (props.isOpen && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <LockDialog {...props} />
    </Suspense>
  );
}
