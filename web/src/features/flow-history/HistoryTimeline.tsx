import type { ModuleEntry } from '../../catalogue';
import type { HistoryEvent } from '../../api';
import type { AttachmentNames } from '../modules';
import { HistoryItem } from './HistoryItem';

/** Props of `HistoryTimeline`. */
export interface HistoryTimelineProps {
  entry: ModuleEntry;
  events: HistoryEvent[];
  attachmentNames: AttachmentNames;
}

/** A flow's events as a vertical timeline, oldest first. */
export function HistoryTimeline({ entry, events, attachmentNames }: HistoryTimelineProps) {
  return (
    <ol className="timeline" data-testid="history-timeline">
      {events.map((event) => (
        <HistoryItem key={event.seq} entry={entry} event={event} attachmentNames={attachmentNames} />
      ))}
    </ol>
  );
}
