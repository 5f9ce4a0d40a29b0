/** What one tab tells the others about the session. */
export type SessionMessage = { type: 'login'; userId: string } | { type: 'logout' };

const NAME = 'union-session';
// A channel also delivers to the other channel objects of the sending tab: messages carry their
// tab so that a tab never acts on its own news.
const TAB = `${Date.now()}-${Math.random().toString(36).slice(2)}`;

interface Envelope {
  tab: string;
  message: SessionMessage;
}

function channel(): BroadcastChannel | undefined {
  return typeof BroadcastChannel === 'undefined' ? undefined : new BroadcastChannel(NAME);
}

/** Tells the other tabs that this one logged in or out. */
export function postSessionMessage(message: SessionMessage): void {
  const c = channel();
  if (!c) return;
  c.postMessage({ tab: TAB, message } satisfies Envelope);
  c.close();
}

/** Calls `listener` with every message of the other tabs; returns the unsubscribe. */
export function onSessionMessage(listener: (message: SessionMessage) => void): () => void {
  const c = channel();
  if (!c) return () => undefined;
  c.onmessage = (event: MessageEvent<Envelope>) => {
    if (event.data?.tab !== TAB && event.data?.message) listener(event.data.message);
  };
  return () => c.close();
}
