import { Tag } from '@blueprintjs/core';
import type { RecordView } from '../../../api';
import { useI18n } from '../../../i18n';
import { stateBadge } from './state-badge';

/** A list row's state as a tag (a notice's in its own words); a returned record's is solid and shows the reviewer's comment on hover. */
export function RecordStateBadge({ record }: { record: RecordView }) {
  const { lang } = useI18n();
  const badge = stateBadge(record.state, record.stateName, lang);
  return (
    <Tag
      intent={badge.intent}
      minimal={badge.minimal}
      icon={record.state === 'returned' ? 'undo' : undefined}
      title={record.state === 'returned' ? (record.lastComment ?? undefined) : undefined}
      data-testid="record-state"
      data-state={record.state}
    >
      {badge.text}
    </Tag>
  );
}
