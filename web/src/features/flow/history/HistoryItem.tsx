import { Button, Collapse, Tag } from '@blueprintjs/core';
import { useState } from 'react';
import type { ModuleEntry } from '../../../catalogue';
import type { HistoryEvent } from '../../../api';
import { useI18n } from '../../../i18n';
import type { AttachmentNames } from '../../records/fields';
import { RecordFields } from '../../records/modules';
import { RoundChanges } from './RoundChanges';
import './history.css';

/** Props of `HistoryItem`. */
export interface HistoryItemProps {
  entry: ModuleEntry;
  event: HistoryEvent;
  attachmentNames: AttachmentNames;
}

// The events that carry the form as sent (a published notice's revision too).
const SUBMISSIONS = new Set(['submitted', 'resubmitted', 'submit', 'resubmit', 'published.revised']);

// Colour by what happened; the type alone does not say how a completed task ended, its name does.
function intentOf(event: HistoryEvent) {
  const text = `${event.type} ${event.typeName}`;
  if (/approv|通过/i.test(text)) return 'success' as const;
  if (/return|退回|withdraw|撤回/i.test(text)) return 'warning' as const;
  if (/cancel|expire|作废|过期/i.test(text)) return 'danger' as const;
  return 'primary' as const;
}

/** One event of a flow: when, who, what, at which stage, the comment, what a resubmission changed, and a submitted form. */
export function HistoryItem({ entry, event, attachmentNames }: HistoryItemProps) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  // An approval may carry the fields its reviewer changed (a stage's editable fields): shown alone.
  const edits = event.type === 'task.completed' && event.form ? event.form : null;
  const showsForm = event.form && (SUBMISSIONS.has(event.type) || edits);
  const shown = edits ? { ...entry, fields: entry.fields.filter((f) => f.name in edits) } : entry;
  return (
    <li className="timeline-item" data-testid="history-item" data-type={event.type} data-source={event.source ?? 'flow'}>
      <span className={`timeline-dot ${intentOf(event)}`} aria-hidden />
      <div className="timeline-body">
        <div className="timeline-head">
          <span className="timeline-time">{event.time}</span>
          <Tag minimal intent={intentOf(event)} data-testid="history-type">
            {event.typeName || event.type}
          </Tag>
          {event.source === 'link' && (
            // Not the flow's own: the record's questionnaire link, kept outside the flow's hashed chain.
            <Tag minimal icon="link" data-testid="history-link-event">
              {t('history.linkEvent')}
            </Tag>
          )}
          {event.stageName && (
            <span className="muted">
              {t('history.stage')}
              {t('punct.colon')}
              {event.stageName}
            </span>
          )}
        </div>
        <div className="timeline-actor" data-testid="history-actor">
          {event.actorName || t('common.none')}
          {event.actorUnion && <span className="muted"> · {event.actorUnion}</span>}
        </div>
        {event.comment && (
          <blockquote className="timeline-comment" data-testid="history-comment">
            {event.comment}
          </blockquote>
        )}
        {event.changes && event.changes.length > 0 && (
          <RoundChanges entry={entry} changes={event.changes} attachmentNames={attachmentNames} />
        )}
        {showsForm && (
          <>
            <Button
              size="small"
              variant="minimal"
              icon={open ? 'chevron-up' : 'chevron-down'}
              text={edits ? t(open ? 'history.hideEdits' : 'history.showEdits') : t(open ? 'history.hideForm' : 'history.showForm')}
              data-testid="history-toggle-form"
              onClick={() => setOpen((o) => !o)}
            />
            <Collapse isOpen={open}>
              <div className="timeline-form">
                <RecordFields entry={shown} form={event.form} attachmentNames={attachmentNames} />
              </div>
            </Collapse>
          </>
        )}
      </div>
    </li>
  );
}
