import { HTMLTable } from '@blueprintjs/core';
import { useI18n } from '../../i18n';
import type { HistoryEntry } from './profile-api';

const SECTION_NAMES: Record<string, { zh: string; en: string }> = {
  base: { zh: '基本信息', en: 'Basic data' },
  chair: { zh: '主席信息', en: 'Chair' },
  members: { zh: '会员人数', en: 'Members' },
  contact: { zh: '联系人', en: 'Contact' },
  finance: { zh: '财务信息', en: 'Finance' },
  unit: { zh: '单位信息', en: 'Employer' },
  name: { zh: '工会名称', en: 'Name' },
  parent: { zh: '隶属关系', en: 'Higher union' },
  committee: { zh: '委员会', en: 'Committee' },
  certificate: { zh: '法人资格证书', en: 'Certificate' },
  status: { zh: '组织状态', en: 'Status' },
  transfer: { zh: '组织关系转接', en: 'Transfer' },
  funds: { zh: '经费登记', en: 'Funds registration' },
  created: { zh: '建立', en: 'Created' },
};

/** What changed in a history entry: the fields whose value differs, as `old → new`. */
function changes(entry: HistoryEntry): string {
  const before = entry.before ?? {};
  return Object.keys(entry.after)
    .filter((k) => JSON.stringify(before[k]) !== JSON.stringify(entry.after[k]))
    .map((k) => {
      const show = (v: unknown) => (v == null || v === '' ? '—' : typeof v === 'object' ? `${(v as unknown[]).length ?? ''}` : String(v));
      return `${k}: ${show(before[k])} → ${show(entry.after[k])}`;
    })
    .join('; ');
}

/** The profile's change history: when, who, which section, what. */
export function HistoryTable({ entries }: { entries: HistoryEntry[] }) {
  const { lang } = useI18n();
  if (entries.length === 0) return <p className="muted">{lang === 'en' ? 'No changes yet.' : '暂无变更记录。'}</p>;
  return (
    <HTMLTable compact striped className="full-width" data-testid="profile-history">
      <thead>
        <tr>
          <th>{lang === 'en' ? 'Time' : '时间'}</th>
          <th>{lang === 'en' ? 'By' : '操作人'}</th>
          <th>{lang === 'en' ? 'Section' : '项目'}</th>
          <th>{lang === 'en' ? 'Change' : '变更内容'}</th>
        </tr>
      </thead>
      <tbody>
        {entries.map((h) => (
          <tr key={h.id}>
            <td>{h.time}</td>
            <td>{h.actorName}</td>
            <td>{SECTION_NAMES[h.section]?.[lang] ?? h.section}</td>
            <td>{changes(h)}</td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}
