const EVENT = 'union:messages-changed';

/** Tells the header's message badge that a message was opened. */
export function notifyMessagesChanged(): void {
  window.dispatchEvent(new Event(EVENT));
}

/** Calls `listener` whenever messages are opened; returns the unsubscribe. */
export function onMessagesChanged(listener: () => void): () => void {
  window.addEventListener(EVENT, listener);
  return () => window.removeEventListener(EVENT, listener);
}
