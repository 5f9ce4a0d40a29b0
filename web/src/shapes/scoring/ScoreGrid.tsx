import { HTMLTable } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { useI18n } from '../../i18n';
import type { ScoreItem } from './score-inputs';
import './scoring.css';

/** Props of `ScoreGrid`. */
export interface ScoreGridProps {
  items: readonly ScoreItem[];
  /** The union scored itself too (`scoring.by` both): its scores are a column. */
  both: boolean;
  /** The reviewer's cell of row `i`: an input while scoring, the score once given. */
  cell: (item: ScoreItem, i: number) => ReactNode;
  /** The reviewer's total, and its cell's test id. */
  total: ReactNode;
  totalTestId: string;
}

/** The items of a scored record as a table: item, 标准分, the self score where there is one, the reviewer's cell; totals below. */
export function ScoreGrid({ items, both, cell, total, totalTestId }: ScoreGridProps) {
  const { t } = useI18n();
  return (
    <HTMLTable compact className="score-table">
      <thead>
        <tr>
          <th>{t('scoring.item')}</th>
          <th>{t('scoring.maxScore')}</th>
          {both && <th>{t('scoring.selfScore')}</th>}
          <th>{t('scoring.score')}</th>
        </tr>
      </thead>
      <tbody>
        {items.map((item, i) => (
          <tr key={item.code} data-testid={`score-row-${item.code}`}>
            <td>
              {item.code} {item.name}
            </td>
            <td>{item.maxScore}</td>
            {both && <td>{item.selfScore ?? '—'}</td>}
            <td>{cell(item, i)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th>{t('scoring.total')}</th>
          <th>{items.reduce((sum, item) => sum + item.maxScore, 0)}</th>
          {both && <th>{items.reduce((sum, item) => sum + (item.selfScore ?? 0), 0)}</th>}
          <th data-testid={totalTestId}>{total}</th>
        </tr>
      </tfoot>
    </HTMLTable>
  );
}
