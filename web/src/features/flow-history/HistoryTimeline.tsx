import type { ModuleEntry } from '../../catalogue';
import type { HistoryEvent } from '../../api';
import { useI18n } from '../../i18n';
import type { AttachmentNames } from '../fields';
import { HistoryItem } from './HistoryItem';
import { noticeEvents, shownEvents } from './shown-events';

/** Props of `HistoryTimeline`. */
export interface HistoryTimelineProps {
  entry: ModuleEntry;
  events: HistoryEvent[];
  attachmentNames: AttachmentNames;
}

/**
 * A flow's events as a vertical timeline, oldest first; a repeated event (a return's change of state)
 * once; a published notice's (`publishOnly`) in its own words.
 */
export function HistoryTimeline({ entry, events, attachmentNames }: HistoryTimelineProps) {
  const { t } = useI18n();
  const shown = shownEvents(events);
  return (
    <ol className="timeline" data-testid="history-timeline">
      {(entry.publishOnly ? noticeEvents(shown, t) : shown).map((event) => (
        <HistoryItem key={event.seq} entry={entry} event={event} attachmentNames={attachmentNames} />
      ))}
    </ol>
  );
}
