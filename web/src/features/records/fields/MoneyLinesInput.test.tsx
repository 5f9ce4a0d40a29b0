import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { BUDGET_TEST_ENTRY } from '../../../../../catalogue/fields/lines-test-entry';
import { FakeApi, renderConsole } from '../../../testing';
import { LinesReviewProvider } from './lines-review';
import { emptyInput } from './input-values';
import type { InputValue } from './input-types';
import { MoneyLinesInput } from './MoneyLinesInput';

const expense = BUDGET_TEST_ENTRY.fields.find((f) => f.name === 'expenseLines')!;
const services = { module: BUDGET_TEST_ENTRY.key, attachmentNames: {}, onUpload: () => Promise.reject(new Error('no uploads')) };

/** The input in a form of its own that holds the value, as the record form does (`recordId`: the form's saved record). */
function Lines({ errors, start, recordId }: { errors?: Record<string, string>; start?: InputValue; recordId?: string }) {
  const [value, setValue] = useState<InputValue>(start ?? emptyInput(expense));
  return (
    <>
      <MoneyLinesInput
        id="field-expenseLines"
        field={expense}
        value={value}
        onChange={setValue}
        intent="none"
        services={{ ...services, recordId }}
        errors={errors}
      />
      <output data-testid="value">{JSON.stringify(value)}</output>
    </>
  );
}

const line = (code: string) => screen.getByTestId(`field-expenseLines-line-${code}`);
const held = () => JSON.parse(screen.getByTestId('value').textContent ?? '[]') as Record<string, string>[];

describe('MoneyLinesInput', () => {
  it('starts with the preset subjects by code and name, detail lines indented under their subject', async () => {
    await renderConsole(<Lines />);
    expect(within(line('501')).getAllByRole('cell')[1]?.textContent).toBe('职工活动支出');
    expect(within(line('50101')).getAllByRole('cell')[1]?.className).toBe('line-detail');
    expect(held().map((l) => l.code)).toContain('508');
    expect(held().map((l) => l.code)).not.toContain('504');
  });

  it('holds yuan typed as fen, and fills the subtotal and the 合计 row as one types', async () => {
    const { user } = await renderConsole(<Lines />);
    await user.type(screen.getByTestId('field-expenseLines-50101-budget'), '30000');
    await user.type(screen.getByTestId('field-expenseLines-50102-budget'), '90000.5');
    expect(screen.getByTestId('field-expenseLines-501-budget').textContent).toBe('120000.50');
    expect(held().find((l) => l.code === '501')?.budget).toBe('12000050');
    expect(within(screen.getByTestId('field-expenseLines-total')).getAllByRole('columnheader')[1]?.textContent).toBe('120000.50');
  });

  it('adds a detail subject with its subject’s line, in code order', async () => {
    const { user } = await renderConsole(<Lines start={[{ code: '505', budget: '' }]} />);
    await user.selectOptions(screen.getByTestId('field-expenseLines-pick'), '50203');
    await user.click(screen.getByTestId('field-expenseLines-add'));
    expect(held().map((l) => l.code)).toEqual(['502', '50203', '505']);
  });

  it('shows a line’s error under the line, outlined', async () => {
    const message = '支出预算·第1行（501 职工活动支出）·本年预算数应等于其明细行（50101、50102）之和，即120000.00';
    await renderConsole(<Lines errors={{ 'expenseLines[0].budget': message }} start={[{ code: '501', budget: '1' }]} />);
    expect(within(line('501')).getByRole('alert').textContent).toBe(message);
    expect(line('501').className).toBe('line-error');
  });

  it('outlines a line a return points at, with the reviewer’s words', async () => {
    const points = [{ field: 'expenseLines', line: '505', column: 'budget', comment: '请说明增幅' }];
    await renderConsole(
      <LinesReviewProvider value={{ returnPoints: points }}>
        <Lines
          start={[
            { code: '501', budget: '1' },
            { code: '505', budget: '3000000' },
          ]}
        />
      </LinesReviewProvider>,
    );
    expect(line('505').className).toBe('line-pointed');
    expect(screen.getByTestId('field-expenseLines-point-505').textContent).toBe('退回要点：本年预算数：请说明增幅');
    expect(line('501').className).toBe('');
  });
});

const M = `/api/blade-crop/crop/${BUDGET_TEST_ENTRY.key}` as const;
const xlsx = () => new File(['PK'], 'budget.xlsx', { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });

describe('MoneyLinesInput’s 导入Excel and 下载模板', () => {
  it('downloads the field’s template', async () => {
    const api = new FakeApi().answerFile(
      `GET ${M}/linesTemplate`,
      'PK',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const { user } = await renderConsole(<Lines recordId="7" />, { api });
    await user.click(screen.getByTestId('field-expenseLines-template'));
    expect(api.calls.find((c) => c.path === `${M}/linesTemplate`)?.query.get('field')).toBe('expenseLines');
  });

  it('fills the lines with those the import saved', async () => {
    const api = new FakeApi().answer(`POST ${M}/importLines`, { id: '7', lines: 2 }).answer(`GET ${M}/detail`, {
      id: '7',
      form: {
        expenseLines: [
          { code: '502', budget: 600000 },
          { code: '505', budget: 3400000 },
        ],
      },
    });
    const { user } = await renderConsole(<Lines recordId="7" />, { api });
    await user.upload(screen.getByTestId('field-expenseLines-import'), xlsx());
    await screen.findByTestId('field-expenseLines-line-502');
    expect(held()).toEqual([
      { code: '502', budget: '600000' },
      { code: '505', budget: '3400000' },
    ]);
  });

  it('lists every bad line of a refused import by row and column, and changes nothing', async () => {
    const errors = [
      { field: 'expenseLines', row: 12, column: '科目编码', rule: 'lineKey', message: '第12行 科目编码：5019 不是工会会计科目' },
      { field: 'expenseLines', row: 14, column: '本年预算数', rule: 'money', message: '第14行 本年预算数：应为金额' },
    ];
    const api = new FakeApi().refuse(`POST ${M}/importLines`, 400, '2处有误', { errors });
    const { user } = await renderConsole(<Lines recordId="7" start={[{ code: '505', budget: '3000000' }]} />, { api });
    await user.upload(screen.getByTestId('field-expenseLines-import'), xlsx());
    const listed = await screen.findByTestId('field-expenseLines-import-errors');
    expect(
      within(listed)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(errors.map((e) => e.message));
    expect(held()).toEqual([{ code: '505', budget: '3000000' }]);
  });

  it('imports nothing into a form never saved: it says to save first', async () => {
    await renderConsole(<Lines />);
    expect((screen.getByTestId('field-expenseLines-import') as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByText('请先保存草稿，再导入明细')).toBeTruthy();
  });
});
