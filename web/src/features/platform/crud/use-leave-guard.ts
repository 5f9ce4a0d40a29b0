import { useCallback, useEffect, useRef } from 'react';
import type { Blocker } from 'react-router-dom';
import { useLeaveBlocker } from '../../../lib';

/**
 * Asks before a page with unsaved work is left: an in-app navigation to another path is held
 * (`blocker.state === 'blocked'`, shown by `LeaveConfirm`), and closing or reloading the tab makes
 * the browser ask. `isDirty` is read at the moment of leaving, so a form that has just saved (and
 * updated what it compares with) navigates without a question.
 */
export function useLeaveGuard(isDirty: () => boolean): Blocker {
  const check = useRef(isDirty);
  useEffect(() => {
    check.current = isDirty;
  }, [isDirty]);

  const blocker = useLeaveBlocker(useCallback((from: string, to: string) => from !== to && check.current(), []));

  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!check.current()) return;
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = '';
    };
    // Capture: before lib/page-leaving's listener, which then sees whether the page may stay.
    window.addEventListener('beforeunload', onBeforeUnload, { capture: true });
    return () => window.removeEventListener('beforeunload', onBeforeUnload, { capture: true });
  }, []);

  return blocker;
}
