import { HTMLTable } from '@blueprintjs/core';
import { useI18n } from '../../../i18n';
import type { HistoryEntry } from './profile-api';

/** The profile's change history: when, who, which section, what (each field as the server names and shows it). */
export function HistoryTable({ entries }: { entries: HistoryEntry[] }) {
  const { lang } = useI18n();
  if (entries.length === 0) return <p className="muted">{lang === 'en' ? 'No changes yet.' : '暂无变更记录。'}</p>;
  const colon = lang === 'en' ? ': ' : '：';
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
            <td>{h.sectionName}</td>
            <td>
              {h.changes.map((c) => (
                <div key={c.field} data-testid={`history-change-${c.field}`}>
                  {c.label}
                  {colon}
                  {c.before} → {c.after}
                </div>
              ))}
            </td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}
