import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BUDGET_TEST_ENTRY } from '../../../../../catalogue/fields/lines-test-entry';
import type { PriorFigures } from '../../../api';
import { saveLang } from '../../../i18n';
import { renderConsole } from '../../../testing';
import { FieldCell } from './cell-registry';
import { LinesReviewProvider } from './lines-review';
import { PriorHead } from './PriorFigureCells';

const expense = BUDGET_TEST_ENTRY.fields.find((f) => f.name === 'expenseLines')!;
const value = [
  { code: '501', budget: 20000000 },
  { code: '502', budget: 600000 },
  { code: '505', budget: 3400000 },
];
const line = (field: string, key: string, column: string) => ({ field, line: key, column });

/** As the detail answers it: 501 up by 66.7 % and flagged, 502 new and flagged, 505 up by 13.3 %. */
const PRIOR: PriorFigures = {
  year: 2040,
  found: true,
  threshold: { percent: 20, amount: 500000 },
  lines: [
    { ...line('expenseLines', '501', 'budget'), current: 20000000, prior: 12000000, change: 8000000, changePercent: 66.7, flagged: true },
    { ...line('expenseLines', '502', 'budget'), current: 600000, prior: null, change: 600000, changePercent: null, flagged: true },
    { ...line('expenseLines', '505', 'budget'), current: 3400000, prior: 3000000, change: 400000, changePercent: 13.3, flagged: false },
  ],
  totals: [],
};

const cell = (priorFigures?: PriorFigures | null) =>
  renderConsole(
    <LinesReviewProvider value={{ priorFigures }}>
      <FieldCell field={expense} value={value} attachmentNames={{}} empty="-" detail />
    </LinesReviewProvider>,
  );
const cells = (key: string) =>
  within(screen.getByTestId(`lines-expenseLines-line-${key}`))
    .getAllByRole('cell')
    .map((c) => c.textContent);

describe('the lines cell beside the year before (the reviewer’s view)', () => {
  it('shows 上年批准数, 增减额 and 增减率 beside each line, the one column compared not named', async () => {
    await cell(PRIOR);
    const heads = within(screen.getByTestId('lines-expenseLines'))
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(heads).toEqual(expect.arrayContaining(['上年批准数', '增减额', '增减率']));
    expect(cells('505').slice(-3)).toEqual(['30000.00', '+4000.00', '+13.3%']);
    expect(cells('502').slice(-3)).toEqual(['无', '+6000.00 变动超过标记阈值', '']);
  });

  it('names each column compared where several are', async () => {
    const lines = { ...expense.lines!, columns: [...expense.lines!.columns, { name: 'actual', label: { zh: '决算数', en: 'Actual' } }] };
    await renderConsole(
      <table>
        <thead>
          <tr>
            <PriorHead lines={lines} columns={['budget', 'actual']} />
          </tr>
        </thead>
      </table>,
    );
    const heads = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(heads.filter((h) => h?.startsWith('上年批准数'))).toEqual(['上年批准数（本年预算数）', '上年批准数（决算数）']);
  });

  it('marks the flagged lines, with words for screen readers', async () => {
    await cell(PRIOR);
    expect(screen.getByTestId('lines-expenseLines-line-501').className).toBe('line-flagged');
    expect(screen.getByTestId('lines-expenseLines-line-505').className).toBe('');
    expect(within(screen.getByTestId('lines-expenseLines-line-501')).getByText('变动超过标记阈值')).toBeTruthy();
    expect(screen.getByTestId('lines-expenseLines-prior').textContent).toBe(
      '对照2040年度批准数。变动超过20%且超过5000.00元的科目行已标记。',
    );
  });

  it('says 无上年批准数 when the union had no approved record that year', async () => {
    await cell({ ...PRIOR, found: false, lines: PRIOR.lines.map((l) => ({ ...l, prior: null, flagged: false })) });
    expect(screen.getByTestId('lines-expenseLines-prior').textContent).toBe('无上年批准数（2040年度无批准记录），不作标记。');
  });

  it('says when the federation has not set the year’s threshold', async () => {
    await cell({ ...PRIOR, threshold: { percent: null, amount: 500000 } });
    expect(screen.getByTestId('lines-expenseLines-prior').textContent).toContain(
      '对照2040年度批准数。总工会尚未设置本年度的预算调整标记比例',
    );
  });

  it('puts a space between the sentences in English', async () => {
    saveLang('en');
    try {
      await cell({ ...PRIOR, threshold: { percent: null, amount: 500000 } });
      expect(screen.getByTestId('lines-expenseLines-prior').textContent).toMatch(
        /^Compared with the figures approved for 2040\. The federation/,
      );
    } finally {
      saveLang('zh');
    }
  });

  it('shows the lines alone outside a reviewer’s view', async () => {
    await cell(undefined);
    expect(screen.queryByTestId('lines-expenseLines-prior')).toBeNull();
    expect(cells('505')).toEqual(['505', '资本性支出', '34000.00', '']);
  });

  it('shows a total beside its figure of the year before, a flagged change marked', async () => {
    const totalExpense = BUDGET_TEST_ENTRY.fields.find((f) => f.name === 'totalExpense')!;
    const totals: PriorFigures['totals'] = [
      { field: 'totalExpense', current: 24000000, prior: 15000000, change: 9000000, changePercent: 60, flagged: true },
    ];
    await renderConsole(
      <LinesReviewProvider value={{ priorFigures: { ...PRIOR, totals } }}>
        <FieldCell field={totalExpense} value={24000000} attachmentNames={{}} empty="-" detail />
      </LinesReviewProvider>,
    );
    const note = await screen.findByTestId('total-totalExpense-prior');
    expect(note.textContent).toBe('（上年批准数 150000.00，增减额 +90000.00，增减率 +60.0%） 变动超过标记阈值');
    expect(note.className).toContain('line-flagged');
  });
});
