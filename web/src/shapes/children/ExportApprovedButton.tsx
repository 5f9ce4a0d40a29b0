import { useI18n } from '../../i18n';
import { DownloadButton } from '../../features/platform/crud';
import { childCalls } from './api';
import { useChildText } from './texts';
import type { WorksScope } from './works-scope';

/** Downloads the judges' sheet (`outsend`): the approved works of one works call that the user may see. */
export function ExportApprovedButton({ scope, activityId }: { scope: WorksScope; activityId: string }) {
  const { lang } = useI18n();
  const ct = useChildText();
  return (
    <DownloadButton
      icon="th-derived"
      text={ct('exportApproved')}
      testId="btn-export-approved"
      disabled={!activityId}
      fetch={() => childCalls.outsend(scope.entry.key, activityId)}
      name={`${scope.entry.title[lang]}-${activityId}.xlsx`}
    />
  );
}
