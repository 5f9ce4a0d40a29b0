import { NonIdealState, Spinner } from '@blueprintjs/core';
import type { ModuleEntry } from '../../../catalogue';
import { work } from '../../../api';
import { useI18n } from '../../../i18n';
import { useLoader } from '../../../lib';
import type { AttachmentNames } from '../../records/fields';
import { HistoryTimeline } from './HistoryTimeline';

/** Props of `FlowHistory`. */
export interface FlowHistoryProps {
  entry: ModuleEntry;
  processInstanceId: string | null | undefined;
  attachmentNames: AttachmentNames;
  /** Changes whenever the record does, to read the history again. */
  version?: string;
}

/** Loads and shows the full history of a record's flow. */
export function FlowHistory({ entry, processInstanceId, attachmentNames, version = '' }: FlowHistoryProps) {
  const { t, lang } = useI18n();
  // The server names events and stages in the request's language: a switch of language reads them again.
  const history = useLoader(processInstanceId ? `${processInstanceId}@${version}@${lang}` : null, () =>
    work.history(processInstanceId ?? ''),
  );
  if (!processInstanceId) return <NonIdealState icon="history" description={t('detail.noHistory')} />;
  if (history.loading && !history.data) return <Spinner size={24} />;
  const events = history.data ?? [];
  if (events.length === 0) return <NonIdealState icon="history" description={t('detail.noHistory')} />;
  return <HistoryTimeline entry={entry} events={events} attachmentNames={attachmentNames} />;
}
