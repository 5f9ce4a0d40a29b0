import { Button } from '@blueprintjs/core';
import { useState } from 'react';
import type { ModuleEntry } from '../../catalogue';
import { requestBlob } from '../../api';
import { useI18n } from '../../i18n';
import { saveFile } from '../module-detail';

/** Props of `ExportButton`. */
export interface ExportButtonProps {
  entry: ModuleEntry;
  /** The list's server query: its filters and sort go along, its paging does not (the export holds every page). */
  serverQuery: Record<string, string | number>;
}

/** Downloads the module's list as Excel, with the filters and sort in force (fetched with the auth headers). */
export function ExportButton({ entry, serverQuery }: ExportButtonProps) {
  const { t, lang } = useI18n();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    const { current: _current, size: _size, ...query } = serverQuery;
    setBusy(true);
    try {
      const blob = await requestBlob(`/api/blade-crop/crop/${entry.key}/exportList`, { query });
      saveFile(blob, `${entry.title[lang]}.xlsx`);
    } catch {
      // The client has shown the server's message.
    } finally {
      setBusy(false);
    }
  };
  return <Button icon="export" text={t('common.export')} loading={busy} data-testid="btn-export" onClick={() => void download()} />;
}
