import { useI18n } from '../../i18n';
import { DownloadButton } from '../../features/platform/crud';
import { childCalls } from './api';
import { useChildText } from './texts';
import type { WorksScope } from './works-scope';

/** Downloads the judges' sheet (`outsend`): the approved works of one call (`callId`) that the user may see. */
export function ExportApprovedButton({ scope, callId }: { scope: WorksScope; callId: string }) {
  const { lang } = useI18n();
  const ct = useChildText();
  return (
    <DownloadButton
      icon="th-derived"
      text={ct('exportApproved')}
      testId="btn-export-approved"
      disabled={!callId}
      fetch={() => childCalls.outsend(scope.entry.key, callId)}
      name={`${scope.entry.title[lang]}-${callId}.xlsx`}
    />
  );
}
