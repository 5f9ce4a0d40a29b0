import { HTMLTable, Spinner, Tag } from '@blueprintjs/core';
import { useI18n } from '../../../i18n';
import { useLoader, usePageTitle } from '../../../lib';
import { PageHeader } from '../../platform/layout';
import { unionProfile } from './profile-api';

const COMMITTEES: Record<string, { zh: string; en: string }> = {
  committee: { zh: '工会委员会', en: 'Committee' },
  finance: { zh: '经费审查委员会', en: 'Funds review committee' },
  female: { zh: '女职工委员会', en: "Women's committee" },
};

/** Route `/myunion/infos/committee`: the committees' members in office, then the former ones with their end dates. */
export function CommitteePage() {
  const { lang } = useI18n();
  usePageTitle(lang === 'en' ? 'Committee' : '委员会');
  const loaded = useLoader('union-officers', () => unionProfile.officers());
  if (!loaded.data) return loaded.loading ? <Spinner className="page-spinner" /> : null;
  return (
    <div className="page">
      <PageHeader
        title={lang === 'en' ? 'Committee and officers' : '委员会及主席信息'}
        subtitle={lang === 'en' ? 'Changed by approved elections (re-election, by-election).' : '经审批的换届选举、补选结果自动更新。'}
      />
      <HTMLTable compact striped className="full-width" data-testid="officer-list">
        <thead>
          <tr>
            <th>{lang === 'en' ? 'Name' : '姓名'}</th>
            <th>{lang === 'en' ? 'Body' : '所属'}</th>
            <th>{lang === 'en' ? 'Position' : '职务'}</th>
            <th>{lang === 'en' ? 'Term' : '届次'}</th>
            <th>{lang === 'en' ? 'From' : '任职日期'}</th>
            <th>{lang === 'en' ? 'Until' : '离任日期'}</th>
          </tr>
        </thead>
        <tbody>
          {loaded.data.map((o) => (
            <tr key={o.id} className={o.current ? undefined : 'muted'}>
              <td>
                {o.name}{' '}
                {o.isChair && o.current && (
                  <Tag minimal intent="primary">
                    {lang === 'en' ? 'Chair' : '主席'}
                  </Tag>
                )}
              </td>
              <td>{COMMITTEES[o.committee]?.[lang] ?? o.committee}</td>
              <td>{o.positionName}</td>
              <td>{o.termNo === null ? '—' : lang === 'en' ? `No. ${o.termNo}` : `第${o.termNo}届`}</td>
              <td>{o.startDate}</td>
              <td>{o.endDate ?? (lang === 'en' ? 'in office' : '在任')}</td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </div>
  );
}
