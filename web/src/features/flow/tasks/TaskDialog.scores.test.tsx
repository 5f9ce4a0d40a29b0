// The reviewer's score table in the task dialog of a scored assessment (the `scoring` shape, AS-S3):
// the items with 标准分 and self score, an input per item and the total as it is typed; 通过 sends the
// scores, a row left empty is named before anything is sent, and a row the server refuses shows its
// message; a return sends none.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { modules } from '../../../catalogue';
import { FakeApi, renderConsole } from '../../../testing';
import { answerLookups, DICTIONARIES } from '../../../testing/answers/lookups';
import { recordAnswer } from '../../../testing/answers/records';
import { taskOf } from '../../../testing/answers/tasks';
import { TaskDialog } from './TaskDialog';

const COMPLETE = 'POST /api/blade-flow/work/complete-task' as const;
const entry = modules.selfassessment!;
const items = [
  { code: 'A1', name: '组织建设', maxScore: 60, selfScore: 55, score: null },
  { code: 'A2', name: '民主管理', maxScore: 40, selfScore: 37, score: null },
];

const task = taskOf(entry);

function api() {
  return answerLookups(new FakeApi(), entry)
    .answer('GET /api/blade-system/dict-biz/dictionary', (call) => DICTIONARIES[call.query.get('code') ?? ''] ?? [])
    .answer('GET /api/blade-flow/process/history-flow-list', [])
    .answer('GET /api/blade-crop/crop/selfassessment/detail', {
      ...recordAnswer({ id: '1', module: 'selfassessment', state: 'in_review', actions: [] }),
      form: { ...entry.example },
      reviewerScores: items,
      reviewerTotal: null,
      reviewerGrade: null,
    });
}

async function open(fake: FakeApi) {
  await renderConsole(<TaskDialog task={task} mode="review" onClose={() => {}} onDone={() => {}} />, { api: fake });
  return screen.findByTestId('score-table');
}

describe('the score table of a scored assessment’s approval', () => {
  it('lists each item with its 标准分 and self score, and totals the scores as they are typed', async () => {
    const table = await open(api());
    const row = within(table).getByTestId('score-row-A1');
    expect(row.textContent).toContain('A1 组织建设');
    expect(row.textContent).toContain('60');
    expect(row.textContent).toContain('55');
    expect(within(table).getByTestId('score-total').textContent).toBe('0');
    await userEvent.type(within(table).getByTestId('score-A1'), '50');
    await userEvent.type(within(table).getByTestId('score-A2'), '35');
    expect(within(table).getByTestId('score-total').textContent).toBe('85');
  });

  it('sends a score per item with 通过', async () => {
    const fake = api().answer(COMPLETE, { recordId: '1', state: 'approved' });
    const table = await open(fake);
    await userEvent.type(within(table).getByTestId('score-A1'), '50');
    await userEvent.type(within(table).getByTestId('score-A2'), '35');
    await userEvent.click(screen.getByTestId('btn-approve'));
    await waitFor(() => expect(fake.callsTo(COMPLETE)).toHaveLength(1));
    expect(fake.callsTo(COMPLETE)[0]!.body).toMatchObject({
      flag: 'ok',
      scores: [
        { code: 'A1', score: 50 },
        { code: 'A2', score: 35 },
      ],
    });
  });

  it('names a row left empty or above its 标准分 and sends nothing', async () => {
    const fake = api();
    const table = await open(fake);
    await userEvent.type(within(table).getByTestId('score-A1'), '61');
    await userEvent.click(screen.getByTestId('btn-approve'));
    expect((await within(table).findByTestId('score-error-A1')).textContent).toBe('应为0到60之间的整数');
    expect(within(table).getByTestId('score-error-A2').textContent).toBe('请填写审核得分');
    expect(fake.callsTo(COMPLETE)).toHaveLength(0);
  });

  it('shows the server’s refusal of a row on that row', async () => {
    const message = '审核得分第2行（A2 民主管理）得分应为0到40之间的整数';
    const fake = api().refuse(COMPLETE, 400, message, { errors: [{ field: 'scores[1].score', rule: 'scoreRange', message }] });
    const table = await open(fake);
    await userEvent.type(within(table).getByTestId('score-A1'), '50');
    await userEvent.type(within(table).getByTestId('score-A2'), '35');
    await userEvent.click(screen.getByTestId('btn-approve'));
    expect((await within(table).findByTestId('score-error-A2')).textContent).toBe(message);
  });

  it('returns with a comment and no scores', async () => {
    const fake = api().answer(COMPLETE, { recordId: '1', state: 'returned' });
    await open(fake);
    await userEvent.type(screen.getByTestId('task-comment'), '请补充佐证材料');
    await userEvent.click(screen.getByTestId('btn-return'));
    await waitFor(() => expect(fake.callsTo(COMPLETE)).toHaveLength(1));
    expect(fake.callsTo(COMPLETE)[0]!.body).not.toHaveProperty('scores');
  });
});
