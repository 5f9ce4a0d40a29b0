import { Dialog, type DialogProps } from '@blueprintjs/core';
import { useCallback } from 'react';

/** Props of `AppDialog`: Blueprint's, and the `data-testid` of the whole dialog. */
export interface AppDialogProps extends DialogProps {
  testId: string;
}

/**
 * Blueprint's Dialog with a `data-testid` on its container (title, body and footer), which the
 * Dialog itself does not pass to the page.
 */
export function AppDialog({ testId, ...props }: AppDialogProps) {
  const mark = useCallback((el: HTMLDivElement | null) => el?.setAttribute('data-testid', testId), [testId]);
  return <Dialog {...props} containerRef={mark} />;
}
