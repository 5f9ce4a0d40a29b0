// The reviewer's third decision in the task dialog: 不予通过 (decline) where the task's stage may refuse
// the record (its `actions` has `decline`), sent as `flag` decline with the reason; never offered
// where the stage only approves or returns; a refusal without a reason is named and not sent.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { modules, type LifecycleAction } from '../../../catalogue';
import { FakeApi, renderConsole } from '../../../testing';
import { answerLookups, DICTIONARIES } from '../../../testing/answers/lookups';
import { recordAnswer } from '../../../testing/answers/records';
import { taskOf } from '../../../testing/answers/tasks';
import { TaskDialog } from './TaskDialog';

const COMPLETE = 'POST /api/blade-flow/work/complete-task' as const;
const entry = modules.setup1!;

function api(module = entry) {
  return answerLookups(new FakeApi(), module)
    .answer('GET /api/blade-system/dict-biz/dictionary', (call) => DICTIONARIES[call.query.get('code') ?? ''] ?? [])
    .answer('GET /api/blade-flow/process/history-flow-list', [])
    .answer('GET /api/blade-system/region/detail', (call) => {
      const code = call.query.get('code') ?? '';
      return { code, parentCode: code.slice(0, 6), ancestors: '00,11', name: '街道', regionLevel: 4, sort: 1 };
    })
    .answer(`GET /api/blade-crop/crop/${module.key}/detail`, {
      ...recordAnswer({ id: '1', module: module.key, state: 'in_review', actions: [] }),
      form: { ...module.example },
    });
}

async function open(fake: FakeApi, actions: LifecycleAction[], onDone: () => void = () => {}, module = entry) {
  const task = { ...taskOf(module), actions };
  await renderConsole(<TaskDialog task={task} mode="review" onClose={() => {}} onDone={onDone} />, { api: fake });
  await screen.findByRole('dialog');
}

describe('不予通过 in the task dialog', () => {
  it('is offered beside 通过 and 退回 when the task’s stage may decline', async () => {
    await open(api(), ['approve', 'return', 'decline']);
    expect(screen.getByTestId('btn-decline').textContent).toBe('不予通过');
    expect(screen.getByTestId('btn-return')).toBeTruthy();
    expect(screen.getByTestId('btn-approve')).toBeTruthy();
  });

  it('is not offered when the stage only approves or returns', async () => {
    await open(api(), ['approve', 'return']);
    expect(screen.queryByTestId('btn-decline')).toBeNull();
  });

  it('sends flag decline with the reason, and the dialog is done', async () => {
    const fake = api().answer(COMPLETE, { recordId: '1', state: 'declined' });
    let done = false;
    await open(fake, ['approve', 'return', 'decline'], () => (done = true));
    await userEvent.type(screen.getByTestId('task-comment'), '不符合申报条件');
    await userEvent.click(screen.getByTestId('btn-decline'));
    await waitFor(() => expect(fake.callsTo(COMPLETE)).toHaveLength(1));
    expect(fake.callsTo(COMPLETE)[0]!.body).toMatchObject({ taskId: 't1', flag: 'decline', comment: '不符合申报条件' });
    await waitFor(() => expect(done).toBe(true));
  });

  it('asks for a reason before sending a refusal without one', async () => {
    const fake = api();
    await open(fake, ['approve', 'return', 'decline']);
    await userEvent.click(screen.getByTestId('btn-decline'));
    expect((await screen.findAllByText('请填写不予通过的理由')).length).toBeGreaterThan(0);
    expect(fake.callsTo(COMPLETE)).toHaveLength(0);
  });
});

describe('a refusal’s fixed reason (rights4’s 转介法律援助机构, LA-refer)', () => {
  const rights4 = modules.rights4!;

  it('sends the reason chosen with the refusal', async () => {
    const fake = api(rights4).answer(COMPLETE, { recordId: '1', state: 'declined' });
    await open(fake, ['approve', 'return', 'decline'], () => {}, rights4);
    await userEvent.selectOptions(screen.getByTestId('task-decline-reason'), 'referred');
    expect(screen.getByRole('option', { name: '转介法律援助机构' })).toBeTruthy();
    await userEvent.type(screen.getByTestId('task-comment'), '请向区法律援助中心申请');
    await userEvent.click(screen.getByTestId('btn-decline'));
    await waitFor(() => expect(fake.callsTo(COMPLETE)).toHaveLength(1));
    expect(fake.callsTo(COMPLETE)[0]!.body).toMatchObject({
      flag: 'decline',
      declineReason: 'referred',
      comment: '请向区法律援助中心申请',
    });
  });

  it('is not offered by a module without fixed reasons', async () => {
    await open(api(), ['approve', 'return', 'decline']);
    expect(screen.queryByTestId('task-decline-reason')).toBeNull();
  });
});
