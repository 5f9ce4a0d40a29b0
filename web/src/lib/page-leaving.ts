let leaving = false;

if (typeof window !== 'undefined') {
  const mark = () => {
    leaving = true;
  };
  // A page that asks first (unsaved changes, `useLeaveGuard`, listening in the capture phase so it
  // runs before this) may stay: only pagehide then says it is really going.
  window.addEventListener('beforeunload', (event) => {
    if (!event.defaultPrevented) mark();
  });
  window.addEventListener('pagehide', mark);
  // Back from the back-forward cache: the page lives again.
  window.addEventListener('pageshow', () => {
    leaving = false;
  });
}

/**
 * True once the page is being left (closed, reloaded, navigated away). Work whose answer must be
 * kept, a token renewal above all, is not started then: the server would act on it and the page
 * would never store the answer.
 */
export function isPageLeaving(): boolean {
  return leaving;
}
