import type { HistoryEvent } from '../../../api';

/** The history rows a person reads: an event that repeats another row (`shownWith`) is shown there, not twice. */
export function shownEvents(events: HistoryEvent[]): HistoryEvent[] {
  return events.filter((e) => !e.shownWith);
}
