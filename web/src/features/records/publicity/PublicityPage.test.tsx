import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Page, PublicityRow, RoundRow } from '../../../api';
import { FakeApi, renderConsole } from '../../../testing';
import { answerLookups } from '../../../testing/answers/lookups';
import { CANDIDATES, ENDED } from '../../../testing/answers/publicity';
import { PublicityPage } from './PublicityPage';

const LIST = 'GET /api/blade-crop/crop/publicity/list' as const;
const ROUNDS = 'GET /api/blade-crop/crop/round/list' as const;
const CANDIDATES_CALL = 'GET /api/blade-crop/crop/publicity/candidates' as const;
const OPEN = 'POST /api/blade-crop/crop/publicity/open' as const;
const DECIDE_ROUND = 'POST /api/blade-crop/crop/publicity/decide-round' as const;

const pageOf = <T,>(records: T[]): Page<T> => ({ records, total: records.length, size: 10, current: 1, searchCount: true, pages: 1 });

const ROW: PublicityRow = {
  ...ENDED,
  count: 2,
  objections: 1,
  openObjections: 1,
};

const ROUND: RoundRow = {
  id: '5001',
  kind: 'capital_award',
  kindName: '首都劳动奖章',
  year: 2026,
  title: '2026年首都劳动奖章推荐评选',
  opensAt: '2026-03-01 00:00:00',
  closesAt: '2026-04-30 23:59:59',
  placesPerUnion: 1,
  publicityDays: 5,
  noRepeatYears: null,
  status: 'open',
  openNow: false,
  allocations: [],
  summaryDeadline: null,
  frontlineMinPercent: 0,
  leaderMaxPercent: 0,
  noticeText: null,
  standards: {},
};

/** A round of a kind with no public list. */
const NO_LIST: RoundRow = {
  ...ROUND,
  id: '5002',
  kind: 'capital_team',
  kindName: '首都工人先锋号',
  title: '2026年首都工人先锋号评选',
  publicityDays: 0,
};

/** The page with one publicity listed, the rounds and their candidates answered. */
async function openPage(api = new FakeApi()) {
  answerLookups(api)
    .answer(LIST, pageOf([ROW]))
    .answer(ROUNDS, pageOf([ROUND, NO_LIST]))
    .answer(CANDIDATES_CALL, CANDIDATES);
  const shown = await renderConsole(<PublicityPage />, { api, at: '/honor/publicity' });
  await screen.findByTestId(`publicity-${ROW.id}`);
  return shown;
}

/** Opens 发起公示, chooses the round, ticks 李振华 and types the phone. */
async function fillOpen(user: Awaited<ReturnType<typeof openPage>>['user']) {
  await user.click(screen.getByTestId('btn-open-publicity'));
  const dialog = await screen.findByTestId('publicity-open-dialog');
  await waitFor(() => expect(within(dialog).getByRole('option', { name: ROUND.title })).toBeTruthy());
  await user.selectOptions(within(dialog).getByTestId('field-roundId'), ROUND.id);
  await user.click(await within(dialog).findByLabelText(/李振华/));
  await user.type(within(dialog).getByTestId('field-contactPhone'), '010-62345678');
  return dialog;
}

describe('公示管理', () => {
  it('lists the publicities with their dates, state and counts, the title opening the detail', async () => {
    await openPage();
    const row = screen.getByTestId(`publicity-${ROW.id}`);
    expect([...row.querySelectorAll('td')].map((td) => td.textContent)).toEqual([
      '1',
      '2026年首都劳动奖章推荐人选公示',
      '2026-11-02 至 2026-11-06（5个工作日）',
      '已结束',
      '2',
      '1（1）',
    ]);
    expect(within(row).getByTestId('publicity-open-detail').getAttribute('href')).toBe('/honor/publicity/8001');
  });

  it('publishes the ticked approved records of the chosen round and opens the new publicity', async () => {
    const api = new FakeApi().answer(OPEN, ENDED);
    const { user, router } = await openPage(api);
    const dialog = await fillOpen(user);
    expect(api.callsTo(CANDIDATES_CALL).at(-1)!.query.get('roundId')).toBe('5001');
    await user.type(within(dialog).getByTestId('field-workingDays'), '7');
    await user.click(within(dialog).getByTestId('dialog-submit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/honor/publicity/8001'));
    expect(api.callsTo(OPEN)[0]!.body).toEqual({ roundId: '5001', recordIds: ['7001'], workingDays: 7, contactPhone: '010-62345678' });
  });

  it('asks for a record before sending, and shows the server’s refusal on its field', async () => {
    const api = new FakeApi().refuse(OPEN, 400, '公示天数不少于5个工作日', {
      errors: [{ field: 'workingDays', rule: 'min', message: '公示天数不少于5个工作日' }],
    });
    const { user } = await openPage(api);
    const dialog = await fillOpen(user);
    await user.click(within(dialog).getByLabelText(/李振华/));
    await user.click(within(dialog).getByTestId('dialog-submit'));
    expect(await within(dialog).findByText('请选择公示对象')).toBeTruthy();
    expect(api.callsTo(OPEN)).toHaveLength(0);
    await user.click(within(dialog).getByLabelText(/王芳/));
    await user.type(within(dialog).getByTestId('field-workingDays'), '3');
    await user.click(within(dialog).getByTestId('dialog-submit'));
    await waitFor(() => expect(dialog.textContent).toContain('公示天数不少于5个工作日'));
    expect(within(dialog).getByTestId('field-workingDays').closest('.bp6-form-group')!.textContent).toContain('公示天数不少于5个工作日');
  });
});

/** Opens 直接表彰决定, chooses the round without a list, fills the decision and ticks 李振华 授予. */
async function fillDecideRound(user: Awaited<ReturnType<typeof openPage>>['user']) {
  await user.click(screen.getByTestId('btn-decide-round'));
  const dialog = await screen.findByTestId('publicity-decide-round-dialog');
  await waitFor(() => expect(within(dialog).getByRole('option', { name: NO_LIST.title })).toBeTruthy());
  await user.selectOptions(within(dialog).getByTestId('field-roundId'), NO_LIST.id);
  await user.type(within(dialog).getByTestId('field-decisionNo'), '京工发〔2026〕13号');
  await user.type(within(dialog).getByTestId('field-decidedBy'), '北京市总工会');
  await user.type(within(dialog).getByTestId('field-honourName'), '首都工人先锋号');
  await user.type(within(dialog).getByTestId('field-decisionDate'), '2026-12-01');
  await user.selectOptions(within(dialog).getByTestId('field-level'), '3');
  await user.click(await within(dialog).findByTestId('candidate-7001'));
  await user.selectOptions(await within(dialog).findByTestId('decide-outcome-7001'), '1');
  return dialog;
}

describe('直接表彰决定 (a round without a public list)', () => {
  it('offers only the rounds of no publicity days, saying so', async () => {
    const { user } = await openPage();
    await user.click(screen.getByTestId('btn-decide-round'));
    const dialog = await screen.findByTestId('publicity-decide-round-dialog');
    await waitFor(() => expect(within(dialog).getByRole('option', { name: NO_LIST.title })).toBeTruthy());
    expect(within(dialog).queryByRole('option', { name: ROUND.title })).toBeNull();
    expect(dialog.textContent).toContain('仅列出无需公示（公示天数为0）的评选轮次');
  });

  it('decides the ticked candidates of the round, each with its outcome, and opens the decision', async () => {
    const api = new FakeApi().answer(DECIDE_ROUND, { ...ENDED, id: '8002', roundId: NO_LIST.id });
    const { user, router } = await openPage(api);
    const dialog = await fillDecideRound(user);
    expect(api.callsTo(CANDIDATES_CALL).at(-1)!.query.get('roundId')).toBe('5002');
    expect(within(dialog).queryByTestId('decide-outcome-7002')).toBeNull();
    await user.click(within(dialog).getByTestId('dialog-submit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/honor/publicity/8002'));
    expect(api.callsTo(DECIDE_ROUND)[0]!.body).toEqual({
      roundId: '5002',
      decisionNo: '京工发〔2026〕13号',
      decisionDate: '2026-12-01',
      decidedBy: '北京市总工会',
      honourName: '首都工人先锋号',
      level: '3',
      outcomes: [{ recordId: '7001', outcome: '1' }],
    });
  });

  it('asks for a nominee and an outcome for each ticked one before sending', async () => {
    const api = new FakeApi();
    const { user } = await openPage(api);
    const dialog = await fillDecideRound(user);
    await user.click(within(dialog).getByTestId('candidate-7001'));
    await user.click(within(dialog).getByTestId('dialog-submit'));
    expect(await within(dialog).findByText('请选择表彰对象')).toBeTruthy();
    await user.click(within(dialog).getByTestId('candidate-7002'));
    await user.click(within(dialog).getByTestId('dialog-submit'));
    expect(await within(dialog).findByText('请选择表彰结果')).toBeTruthy();
    expect(api.callsTo(DECIDE_ROUND)).toHaveLength(0);
  });

  it('shows the server’s 409 above the form and its 400 on the nominee’s outcome', async () => {
    const api = new FakeApi().refuse(DECIDE_ROUND, 409, '记录 7001 已在公示名单中', { reason: 'alreadyPublished', recordId: '7001' });
    const { user } = await openPage(api);
    const dialog = await fillDecideRound(user);
    await user.click(within(dialog).getByTestId('dialog-submit'));
    expect((await within(dialog).findByTestId('form-errors')).textContent).toBe('记录 7001 已在公示名单中');
    api.refuse(DECIDE_ROUND, 400, '记录 7001 不在该评选轮次中', {
      errors: [{ field: 'outcomes[0].recordId', rule: 'inRound', message: '记录 7001 不在该评选轮次中' }],
    });
    await user.click(within(dialog).getByTestId('dialog-submit'));
    await waitFor(() =>
      expect(within(dialog).getByTestId('decide-outcome-7001').closest('.bp6-form-group')!.textContent).toContain(
        '记录 7001 不在该评选轮次中',
      ),
    );
  });
});
