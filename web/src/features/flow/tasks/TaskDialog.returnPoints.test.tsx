// The reviewer's view of a table in the task dialog: a return may point at a line or row and a
// column of the record's tables with the reviewer's words (complete-task's `returnPoints`, sent with
// 退回 only), and a lines form shows each line beside the year before (`priorFigures`).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUDGET_TEST_ENTRY } from '../../../../../catalogue/fields/lines-test-entry';
import { modules, type ModuleEntry } from '../../../catalogue';
import { FakeApi, renderConsole } from '../../../testing';
import { answerLookups } from '../../../testing/answers/lookups';
import { recordAnswer } from '../../../testing/answers/records';
import { taskOf } from '../../../testing/answers/tasks';
import { TaskDialog } from './TaskDialog';

const COMPLETE = 'POST /api/blade-flow/work/complete-task' as const;
const entry = BUDGET_TEST_ENTRY;
const catalogue = modules as Record<string, ModuleEntry>;

// The test-only budget in the console's catalogue for this file, as a finance module will be.
beforeAll(() => {
  catalogue[entry.key] = entry;
});
afterAll(() => {
  delete catalogue[entry.key];
});

const PRIOR = {
  year: 2025,
  found: true,
  threshold: { percent: 20, amount: 500000 },
  lines: [
    {
      field: 'expenseLines',
      line: '505',
      column: 'budget',
      current: 3000000,
      prior: 2000000,
      change: 1000000,
      changePercent: 50,
      flagged: true,
    },
  ],
  totals: [],
};

function api() {
  return answerLookups(new FakeApi(), entry)
    .answer('GET /api/blade-flow/process/history-flow-list', [])
    .answer(`GET /api/blade-crop/crop/${entry.key}/detail`, {
      ...recordAnswer({ id: '1', module: entry.key, state: 'in_review', actions: [] }),
      form: { ...entry.example },
      priorFigures: PRIOR,
    });
}

async function open(fake: FakeApi) {
  await renderConsole(
    <TaskDialog task={{ ...taskOf(entry), actions: ['approve', 'return'] }} mode="review" onClose={() => {}} onDone={() => {}} />,
    {
      api: fake,
    },
  );
  await screen.findByTestId('point-line');
}

describe('the task dialog of a lines form', () => {
  it('shows each line beside last year’s approved figure, the flagged change marked', async () => {
    await open(api());
    const line = screen.getByTestId('lines-expenseLines-line-505');
    expect(line.className).toBe('line-flagged');
    expect(within(line).getByTestId('lines-expenseLines-505-prior').textContent).toBe('20000.00');
  });

  it('returns the record pointing at a line and column, with the reviewer’s words', async () => {
    const fake = api().answer(COMPLETE, { recordId: '1', state: 'returned' });
    await open(fake);
    await userEvent.selectOptions(screen.getByTestId('point-field'), 'expenseLines');
    await userEvent.selectOptions(screen.getByTestId('point-line'), '505');
    await userEvent.selectOptions(screen.getByTestId('point-column'), 'budget');
    await userEvent.type(screen.getByTestId('point-comment'), '请说明增幅');
    await userEvent.click(screen.getByTestId('point-add'));
    expect(screen.getByTestId('return-points-added').textContent).toBe('支出预算·505 资本性支出·本年预算数：请说明增幅');
    await userEvent.type(screen.getByTestId('task-comment'), '请核实支出预算');
    await userEvent.click(screen.getByTestId('btn-return'));
    await waitFor(() => expect(fake.callsTo(COMPLETE)).toHaveLength(1));
    expect(fake.callsTo(COMPLETE)[0]!.body).toMatchObject({
      flag: 'back',
      comment: '请核实支出预算',
      returnPoints: [{ field: 'expenseLines', line: '505', column: 'budget', comment: '请说明增幅' }],
    });
  });

  it('sends no points with an approval', async () => {
    const fake = api().answer(COMPLETE, { recordId: '1', state: 'approved' });
    await open(fake);
    await userEvent.selectOptions(screen.getByTestId('point-line'), '401');
    await userEvent.type(screen.getByTestId('point-comment'), '核对');
    await userEvent.click(screen.getByTestId('point-add'));
    await userEvent.click(screen.getByTestId('btn-approve'));
    await waitFor(() => expect(fake.callsTo(COMPLETE)).toHaveLength(1));
    expect(fake.callsTo(COMPLETE)[0]!.body).not.toHaveProperty('returnPoints');
  });
});
