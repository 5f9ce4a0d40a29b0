import type { ModuleEntry } from '../../../catalogue';
import type { HistoryEvent } from '../../../api';
import type { AttachmentNames } from '../../records/fields';
import { HistoryItem } from './HistoryItem';
import { shownEvents } from './shown-events';
import './history.css';

/** Props of `HistoryTimeline`. */
export interface HistoryTimelineProps {
  entry: ModuleEntry;
  events: HistoryEvent[];
  attachmentNames: AttachmentNames;
}

/**
 * A flow's events as a vertical timeline, oldest first; a repeated event (a return's change of state,
 * a notice's approval with its publication) once; among them by time the record's questionnaire link's
 * events, marked. The names are the server's.
 */
export function HistoryTimeline({ entry, events, attachmentNames }: HistoryTimelineProps) {
  const shown = shownEvents(events);
  return (
    <ol className="timeline" data-testid="history-timeline">
      {shown.map((event, i) => (
        // An event outside the flow (a questionnaire link's) has no seq.
        <HistoryItem key={event.seq ?? `${event.source}-${i}`} entry={entry} event={event} attachmentNames={attachmentNames} />
      ))}
    </ol>
  );
}
