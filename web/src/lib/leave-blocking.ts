import { useEffect, useRef, useState } from 'react';
import { UNSAFE_createBrowserHistory, type Blocker, type Location } from 'react-router-dom';

/**
 * The console's history, which holds a navigation while a page with unsaved work says so
 * (`useLeaveBlocker`): what React Router's `useBlocker` does, without its data router, which was
 * 18 KB gzip of every first load (docs/PERFORMANCE-PROCESS.md). A link or `navigate` (push,
 * replace) is held before it happens; the browser's back and forward buttons have moved already,
 * so the move is undone (`go(-delta)`) and made again if the user leaves anyway. These are React
 * Router's UNSAFE_/unstable_ history exports: package.json pins react-router-dom to 7.18.x for them.
 */
type History = ReturnType<typeof UNSAFE_createBrowserHistory>;
type Update = Parameters<Parameters<History['listen']>[0]>[0];

/** Whether leaving `from` for `to` (paths) should be held. */
export type LeaveCheck = (from: string, to: string) => boolean;

interface Guard {
  holds: LeaveCheck;
  show(blocker: Blocker): void;
}

/** The pages asking now (their `useLeaveBlocker`); one history, the console's, consults them. */
const guards = new Set<Guard>();

const UNBLOCKED: Blocker = { state: 'unblocked', location: undefined, proceed: undefined, reset: undefined };

/** The console's history (App.tsx makes it once): a browser history that asks the guards first. */
export function createGuardedHistory(base: History = UNSAFE_createBrowserHistory({ v5Compat: true })): History {
  let current: Location = base.location;
  // The pop that undoes a held back or forward move is no navigation; the one made on "leave" passes.
  let undoing = false;
  let passing = false;

  const guardHolding = (to: string) => [...guards].find((guard) => guard.holds(current.pathname, to));

  const hold = (guard: Guard, location: Location, go: () => void) =>
    guard.show({
      state: 'blocked',
      location,
      reset: () => guard.show(UNBLOCKED),
      proceed: () => {
        guard.show({ state: 'proceeding', location, proceed: undefined, reset: undefined });
        go();
        guard.show(UNBLOCKED);
      },
    });

  const locationOf = (to: Parameters<History['push']>[0], state: unknown): Location => ({
    ...base.encodeLocation(to),
    state: state ?? null,
    key: 'held',
    mask: undefined,
  });

  const navigating =
    (how: 'push' | 'replace') =>
    (to: Parameters<History['push']>[0], state?: unknown): void => {
      const next = locationOf(to, state);
      const guard = guardHolding(next.pathname);
      if (guard) hold(guard, next, () => base[how](to, state));
      else base[how](to, state);
    };

  return {
    get action() {
      return base.action;
    },
    get location() {
      return base.location;
    },
    createHref: (to) => base.createHref(to),
    createURL: (to) => base.createURL(to),
    encodeLocation: (to) => base.encodeLocation(to),
    push: navigating('push'),
    replace: navigating('replace'),
    go: (delta) => base.go(delta),
    listen(listener) {
      return base.listen((update: Update) => {
        if (update.action === 'POP' && undoing) {
          undoing = false;
          return;
        }
        const guard = update.action === 'POP' && !passing && update.delta !== null ? guardHolding(update.location.pathname) : undefined;
        passing = false;
        if (guard && update.delta !== null) {
          const delta = update.delta;
          undoing = true;
          base.go(-delta);
          hold(guard, update.location, () => {
            passing = true;
            base.go(delta);
          });
          return;
        }
        current = update.location;
        listener(update);
      });
    },
  };
}

/** Holds navigations away while `holds` says so; the blocker tells the page to ask (`LeaveConfirm`). */
export function useLeaveBlocker(holds: LeaveCheck): Blocker {
  const [blocker, setBlocker] = useState<Blocker>(UNBLOCKED);
  const check = useRef(holds);
  useEffect(() => {
    check.current = holds;
  }, [holds]);
  useEffect(() => {
    const guard: Guard = { holds: (from, to) => check.current(from, to), show: setBlocker };
    guards.add(guard);
    return () => {
      guards.delete(guard);
    };
  }, []);
  return blocker;
}
