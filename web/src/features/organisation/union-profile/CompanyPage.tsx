import { Card, H4, Spinner } from '@blueprintjs/core';
import { useI18n } from '../../../i18n';
import { useLoader, usePageTitle } from '../../../lib';
import { PageHeader } from '../../platform/layout';
import { EditableSection } from './EditableSection';
import { HistoryTable } from './HistoryTable';
import { unionProfile } from './profile-api';
import { EMPLOYER_FIELDS } from './section-fields';

/** Route `/myunion/company` (单位信息): the employer's data, updated directly, with its history. */
export function CompanyPage() {
  const { lang } = useI18n();
  usePageTitle(lang === 'en' ? 'Employer' : '单位信息');
  const loaded = useLoader('union-employer', () => unionProfile.employer());
  if (!loaded.data) return loaded.loading ? <Spinner className="page-spinner" /> : null;
  return (
    <div className="page">
      <PageHeader title={lang === 'en' ? 'Employer' : '单位信息'} />
      <EditableSection
        testId="employer"
        title={lang === 'en' ? 'Employer data' : '单位基本信息'}
        fields={EMPLOYER_FIELDS}
        stored={loaded.data}
        save={async (body) => {
          await unionProfile.updateEmployer(body);
          loaded.reload();
        }}
      />
      <Card className="panel">
        <H4>{lang === 'en' ? 'History of changes' : '变更记录'}</H4>
        <HistoryTable entries={loaded.data.history} />
      </Card>
    </div>
  );
}
