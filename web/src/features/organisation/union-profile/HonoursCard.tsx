import { Card, H4, HTMLTable } from '@blueprintjs/core';
import { honours } from '../../../api';
import { useI18n } from '../../../i18n';
import { useLoader } from '../../../lib';

const HEAD = {
  zh: ['荣誉名称', '级别', '年度', '获得者', '授予单位', '文号', '授予日期'],
  en: ['Honour', 'Level', 'Year', 'Holder', 'Awarded by', 'Decision', 'Date'],
} as const;

/**
 * The union's honours (recordHonour: a publicity's decision, an approved honour): its collective
 * honours and its members' personal ones, newest first; read-only, written only by those decisions.
 */
export function HonoursCard() {
  const { lang } = useI18n();
  const loaded = useLoader('union-honours', () => honours.ofUnion());
  const rows = loaded.data ?? [];
  return (
    <Card className="panel" data-testid="section-honours">
      <H4>{lang === 'en' ? 'Honours' : '荣誉成果'}</H4>
      {rows.length === 0 ? (
        <p className="muted">{lang === 'en' ? 'No honour recorded yet.' : '暂无荣誉记录。'}</p>
      ) : (
        <HTMLTable compact striped className="full-width">
          <thead>
            <tr>
              {HEAD[lang].map((h) => (
                <th key={h}>{h}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((h) => (
              <tr key={h.id}>
                <td>{h.honourName}</td>
                <td>{h.levelName}</td>
                <td>{h.year}</td>
                <td>{h.holderName}</td>
                <td>{h.awardingBody}</td>
                <td>{h.decisionNo ?? '—'}</td>
                <td>{h.awardDate}</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
    </Card>
  );
}
