import { Card, H4, HTMLTable, Spinner } from '@blueprintjs/core';
import { Link } from 'react-router-dom';
import type { Lang } from '../../../catalogue';
import { useI18n } from '../../../i18n';
import { useLoader, usePageTitle } from '../../../lib';
import { PageHeader } from '../../platform/layout';
import { EditableSection } from './EditableSection';
import { FundsCard } from './FundsCard';
import { HistoryTable } from './HistoryTable';
import { HonoursCard } from './HonoursCard';
import { unionProfile } from './profile-api';
import { SECTIONS } from './section-fields';

/** The term in office as the last approved election recorded it: 第3届 2026-11-10 ~ 2031-11-09. */
function termText(term: Record<string, unknown> | undefined, lang: Lang): string {
  if (!term || typeof term.termStart !== 'string') return '—';
  const no = typeof term.termNo === 'number' ? (lang === 'en' ? `No. ${term.termNo}, ` : `第${term.termNo}届 `) : '';
  return `${no}${term.termStart} ~ ${String(term.termEnd ?? '')}`;
}

/** Route `/myunion/info` (工会信息): the union's profile, its sections edited directly, the unions below it and the history. */
export function UnionInfoPage() {
  const { t, lang } = useI18n();
  usePageTitle(lang === 'en' ? 'Union profile' : '工会信息');
  const loaded = useLoader('union-profile', () => unionProfile.index());
  const p = loaded.data;
  if (!p) return loaded.loading ? <Spinner className="page-spinner" /> : null;
  const facts: [string, string][] = [
    [lang === 'en' ? 'Name' : '工会名称', p.unionName],
    [lang === 'en' ? 'Higher union' : '上级工会', p.parentName ?? '—'],
    [lang === 'en' ? 'Status' : '组织状态', p.statusName],
    [lang === 'en' ? 'Established' : '成立日期', p.establishedOn ?? '—'],
    [lang === 'en' ? 'Chair' : '主席', p.chairName ?? '—'],
    [lang === 'en' ? 'Term in office' : '本届任期', termText(p.sections.term, lang)],
    [
      lang === 'en' ? 'Members' : '会员人数',
      `${p.memberCount}${t('punct.paren', { text: `${lang === 'en' ? 'women' : '女'} ${p.femaleMembers}` })}`,
    ],
  ];
  return (
    <div className="page" data-testid="union-info">
      <PageHeader
        title={lang === 'en' ? 'Union profile' : '工会信息'}
        subtitle={
          lang === 'en'
            ? 'Name, chair and certificate change through their own applications.'
            : '名称、主席、法人证书的变更请通过相应业务申请办理。'
        }
      />
      <Card className="panel">
        <HTMLTable compact className="profile-values">
          <tbody>
            {facts.map(([k, v]) => (
              <tr key={k}>
                <th>{k}</th>
                <td data-testid={`fact-${k}`}>{v}</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
        <Link to="/myunion/infos/committee">{lang === 'en' ? 'Committee and officers' : '委员会及主席信息'}</Link>
        {' · '}
        <Link to="/myunion/company">{lang === 'en' ? 'Employer' : '单位信息'}</Link>
      </Card>
      <div className="card-grid">
        {SECTIONS.map((s) => (
          <EditableSection
            key={s.call}
            testId={`section-${s.key}`}
            title={lang === 'en' ? s.en : s.zh}
            fields={s.fields}
            stored={
              s.key === 'members'
                ? { ...p.sections.members, memberCount: p.memberCount, femaleMembers: p.femaleMembers }
                : p.sections[s.key]
            }
            save={async (body) => {
              await unionProfile.updateSection(s.call, body);
              loaded.reload();
            }}
          />
        ))}
      </div>
      <FundsCard funds={p.sections.funds} />
      <HonoursCard />
      {p.below.children.length > 0 && (
        <Card className="panel">
          <H4>
            {lang === 'en' ? 'Unions below' : '下级工会'}
            {t('punct.paren', { text: `${p.below.unions}${lang === 'en' ? ', members' : '，会员'} ${p.below.memberCount}` })}
          </H4>
          <HTMLTable compact striped className="full-width" data-testid="union-children">
            <tbody>
              {p.below.children.map((c) => (
                <tr key={c.id}>
                  <td>{c.name}</td>
                  <td>{c.memberCount}</td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        </Card>
      )}
      <Card className="panel">
        <H4>{lang === 'en' ? 'History of changes' : '变更记录'}</H4>
        <HistoryTable entries={p.history} />
      </Card>
    </div>
  );
}
