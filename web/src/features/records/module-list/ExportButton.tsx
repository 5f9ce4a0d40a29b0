import type { ModuleEntry } from '../../../catalogue';
import { requestBlob } from '../../../api';
import { useI18n } from '../../../i18n';
import { DownloadButton } from '../../platform/crud';

/** Props of `ExportButton`. */
export interface ExportButtonProps {
  entry: ModuleEntry;
  /** The list's server query: its filters and sort go along, its paging does not (the export holds every page). */
  serverQuery: Record<string, string | number>;
}

/** Downloads the module's list as Excel, with the filters and sort in force. */
export function ExportButton({ entry, serverQuery }: ExportButtonProps) {
  const { t, lang } = useI18n();
  const { current: _current, size: _size, ...query } = serverQuery;
  return (
    <DownloadButton
      icon="export"
      text={t('common.export')}
      testId="btn-export"
      fetch={() => requestBlob(`/api/blade-crop/crop/${entry.key}/exportList`, { query })}
      name={`${entry.title[lang]}.xlsx`}
    />
  );
}
