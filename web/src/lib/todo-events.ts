const EVENT = 'union:todo-changed';

/** Tells the header badge that tasks were claimed or completed. */
export function notifyTodoChanged(): void {
  window.dispatchEvent(new Event(EVENT));
}

/** Calls `listener` whenever tasks change; returns the unsubscribe. */
export function onTodoChanged(listener: () => void): () => void {
  window.addEventListener(EVENT, listener);
  return () => window.removeEventListener(EVENT, listener);
}
