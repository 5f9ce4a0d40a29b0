import type { HistoryEvent } from '../../api';
import type { MessageKey } from '../../i18n';

/** The history rows a person reads: an event that repeats another row (`shownWith`) is shown there, not twice. */
export function shownEvents(events: HistoryEvent[]): HistoryEvent[] {
  return events.filter((e) => !e.shownWith);
}

/**
 * A published notice's history (`publishOnly`) in its own words, not an application's: the submission
 * is its publication (发布), and the approval recorded with it (no stage reviews a notice) is the same
 * act, so it is not shown again; a revision is 重新发布; a cancellation once published is its
 * withdrawal (撤回发布), with the reason as its comment. `name` gives the text of a message key.
 */
export function noticeEvents(events: readonly HistoryEvent[], name: (key: MessageKey) => string): HistoryEvent[] {
  let published = false;
  return events.flatMap((e, i) => {
    const key = noticeName(e.type, published);
    if (e.type === 'approved') {
      published = true;
      if (events[i - 1]?.type === 'submitted') return [];
    }
    return [key ? { ...e, typeName: name(key) } : e];
  });
}

function noticeName(type: string, published: boolean): MessageKey | undefined {
  if (type === 'submitted') return 'history.published';
  if (type === 'published.revised') return 'form.republish';
  if (type === 'cancelled' && published) return 'detail.revokeTitle';
  return undefined;
}
