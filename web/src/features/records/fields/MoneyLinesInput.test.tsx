import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { BUDGET_TEST_ENTRY } from '../../../../../catalogue/fields/lines-test-entry';
import { renderConsole } from '../../../testing';
import { emptyInput } from './input-values';
import type { InputValue } from './input-types';
import { MoneyLinesInput } from './MoneyLinesInput';

const expense = BUDGET_TEST_ENTRY.fields.find((f) => f.name === 'expenseLines')!;
const services = { module: BUDGET_TEST_ENTRY.key, attachmentNames: {}, onUpload: () => Promise.reject(new Error('no uploads')) };

/** The input in a form of its own that holds the value, as the record form does. */
function Lines({ errors, start }: { errors?: Record<string, string>; start?: InputValue }) {
  const [value, setValue] = useState<InputValue>(start ?? emptyInput(expense));
  return (
    <>
      <MoneyLinesInput
        id="field-expenseLines"
        field={expense}
        value={value}
        onChange={setValue}
        intent="none"
        services={services}
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
});
