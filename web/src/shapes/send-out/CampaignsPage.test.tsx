import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { UnionNode } from '../../api';
import { modules, type ModuleEntry } from '../../catalogue';
import { FakeApi, renderConsole } from '../../testing';
import type { Campaign, CampaignDetail, CampaignResults } from './campaign-api';
import { CampaignsPage } from './CampaignsPage';

/** A module sending the survey's set out (no catalogue module has the shape yet): as the server's test-only entry. */
const ENTRY: ModuleEntry = {
  ...modules.survey!,
  key: 'sendouttest',
  sendOut: { audiences: ['unions', 'mobiles'], campaignField: 'campaignId' },
};
const C = '/api/blade-crop/crop/sendouttest/campaign';
const PUBLISHED = 'GET /api/blade-crop/crop/sendouttest/question-set/published' as const;
const TREE = 'GET /api/blade-system/dept/union-tree' as const;

const published = {
  setKey: ENTRY.questionnaire!.setKey,
  version: 3,
  publishTime: '2026-11-01 09:00:00',
  content: { title: '职工书屋调查', questions: [] },
};
const node = (id: string, title: string, children: UnionNode[] = []): UnionNode => ({
  id,
  parentId: '0',
  title,
  key: id,
  value: id,
  kind: 'launion',
  children,
  hasChildren: children.length > 0,
});

const campaign: Campaign = {
  id: '77',
  title: '2026年职工书屋情况调查',
  note: null,
  audience: 'mobiles',
  setKey: 'bookroom',
  version: 3,
  deadline: '2026-12-15',
  state: 'open',
  sentAt: '2026-11-20 09:00:00',
  closedAt: null,
  invited: 2,
  opened: 1,
  answered: 1,
  expired: 0,
  rate: 50,
};
const page = (records: Campaign[]) => ({ records, total: records.length, size: 50, current: 1, searchCount: true, pages: 1 });
const detail: CampaignDetail = {
  campaign,
  invitations: {
    ...page([]),
    records: [
      {
        id: '1',
        label: '138****0001',
        unionId: null,
        channels: ['sms'],
        state: 'answered',
        sentAt: '2026-11-20 09:00:00',
        openedAt: '2026-11-20 10:00:00',
        answeredAt: '2026-11-20 10:05:00',
        reminders: 0,
      },
      {
        id: '2',
        label: '139****0002',
        unionId: null,
        channels: ['sms'],
        state: 'sent',
        sentAt: '2026-11-20 09:00:00',
        openedAt: null,
        answeredAt: null,
        reminders: 1,
      },
    ],
  },
};
const results: CampaignResults = {
  id: '77',
  title: campaign.title,
  version: 3,
  response: { invited: 2, opened: 1, answered: 1, expired: 0, rate: 50 },
  questions: [
    {
      id: 'q1',
      kind: 'choice',
      title: '书屋是否开放',
      shown: 1,
      answered: 1,
      options: [
        { key: 'a', label: '已开放', count: 1 },
        { key: 'b', label: '未开放', count: 0 },
      ],
    },
  ],
};

/** The tenant's tree: the test session's union (corp1's 1101) with a union below it, beside another one. */
const tree = () => [
  node('11', '朝阳区总工会', [node('1101', '智联科技工会', [node('110101', '智联科技一分会')]), node('1102', '云图软件工会')]),
];

async function openSendDialog(api: FakeApi) {
  await renderConsole(<CampaignsPage entry={ENTRY} />, { api });
  fireEvent.click(await screen.findByTestId('campaign-send'));
  expect((await screen.findByTestId('send-version')).textContent).toBe('职工书屋调查 · 第3版');
  fireEvent.change(screen.getByTestId('send-title'), { target: { value: '书屋调查' } });
  fireEvent.change(screen.getByTestId('send-deadline'), { target: { value: '2026-12-15' } });
}

describe('the send dialog', () => {
  it('sends the published version to the unions checked in the tree below', async () => {
    const api = new FakeApi()
      .answer(`GET ${C}/list`, page([]))
      .answer(PUBLISHED, published)
      .answer(TREE, tree())
      .answer(`POST ${C}/send`, { id: '78', invited: 1, texted: 0, notReached: [] });
    await openSendDialog(api);
    fireEvent.click(await screen.findByTestId('send-unions-110101'));
    fireEvent.click(screen.getByTestId('send-confirm'));
    await waitFor(() => expect(api.callsTo(`POST ${C}/send`)).toHaveLength(1));
    expect(api.callsTo(`POST ${C}/send`)[0]!.body).toEqual({
      title: '书屋调查',
      setKey: 'survey',
      version: 3,
      deadline: '2026-12-15',
      audience: 'unions',
      unionIds: ['110101'],
      sms: false,
      year: new Date().getFullYear(),
    });
  });

  it('offers only the unions below the sender’s own, which the server takes', async () => {
    const api = new FakeApi().answer(`GET ${C}/list`, page([])).answer(PUBLISHED, published).answer(TREE, tree());
    await openSendDialog(api);
    await screen.findByTestId('send-unions-110101');
    expect(within(screen.getByTestId('send-unions')).getAllByRole('checkbox')).toHaveLength(1);
  });

  it('shows the server’s refusal of a union under the unions', async () => {
    const api = new FakeApi()
      .answer(`GET ${C}/list`, page([]))
      .answer(PUBLISHED, published)
      .answer(TREE, tree())
      .refuse(`POST ${C}/send`, 400, '工会110101不在本单位下级范围内', {
        errors: [{ field: 'unionIds.0', rule: 'below', message: '工会110101不在本单位下级范围内' }],
      });
    await openSendDialog(api);
    fireEvent.click(await screen.findByTestId('send-unions-110101'));
    fireEvent.click(screen.getByTestId('send-confirm'));
    expect((await screen.findByTestId('send-error-unionIds')).textContent).toBe('工会110101不在本单位下级范围内');
  });

  it('asks the unions about the year chosen (this year unless another is)', async () => {
    const api = new FakeApi()
      .answer(`GET ${C}/list`, page([]))
      .answer(PUBLISHED, published)
      .answer(TREE, tree())
      .answer(`POST ${C}/send`, { id: '80', invited: 1, texted: 0, notReached: [] });
    await openSendDialog(api);
    expect((screen.getByTestId('send-year') as HTMLSelectElement).value).toBe(String(new Date().getFullYear()));
    fireEvent.change(screen.getByTestId('send-year'), { target: { value: String(new Date().getFullYear() - 1) } });
    fireEvent.click(await screen.findByTestId('send-unions-110101'));
    fireEvent.click(screen.getByTestId('send-confirm'));
    await waitFor(() => expect(api.callsTo(`POST ${C}/send`)).toHaveLength(1));
    expect(api.callsTo(`POST ${C}/send`)[0]!.body).toMatchObject({ audience: 'unions', year: new Date().getFullYear() - 1 });
  });

  it('takes mobiles pasted one a line or separated by commas, each once, and asks for one when none', async () => {
    const api = new FakeApi()
      .answer(`GET ${C}/list`, page([]))
      .answer(PUBLISHED, published)
      .answer(TREE, [])
      .answer(`POST ${C}/send`, { id: '79', invited: 2, texted: 2, notReached: [] });
    await openSendDialog(api);
    fireEvent.click(screen.getByTestId('send-audience-mobiles'));
    fireEvent.click(screen.getByTestId('send-confirm'));
    expect((await screen.findByTestId('send-error-mobiles')).textContent).toBe('请至少填写一个手机号');
    fireEvent.change(screen.getByTestId('send-mobiles'), { target: { value: '13800000001\n13900000002，13800000001' } });
    fireEvent.click(screen.getByTestId('send-confirm'));
    await waitFor(() => expect(api.callsTo(`POST ${C}/send`)).toHaveLength(1));
    expect(api.callsTo(`POST ${C}/send`)[0]!.body).toMatchObject({ audience: 'mobiles', mobiles: ['13800000001', '13900000002'] });
  });
});

describe('a campaign', () => {
  it('lists its invitations with the numbers masked, reminds those who have not answered, and closes', async () => {
    const api = new FakeApi()
      .answer(`GET ${C}/list`, page([campaign]))
      .answer(`GET ${C}/detail`, detail)
      .answer(`POST ${C}/remind`, {
        id: '77',
        sentAt: '2026-11-27 10:00:00',
        reminded: [{ invitationId: '2', label: '139****0002', channels: ['sms'] }],
        skipped: [],
      })
      .answer(`POST ${C}/close`, { id: '77', state: 'closed' });
    await renderConsole(<CampaignsPage entry={ENTRY} />, { api });
    expect((await screen.findByTestId('campaign-row')).textContent).toContain('已答1/2（50%）');
    fireEvent.click(screen.getByTestId('campaign-row'));
    const rows = await screen.findAllByTestId('campaign-invitation');
    expect(rows.map((r) => r.textContent)).toEqual(['138****0001已填写2026-11-20 09:00:000', '139****0002未打开2026-11-20 09:00:001']);
    fireEvent.click(screen.getByTestId('campaign-remind'));
    await waitFor(() => expect(api.callsTo(`POST ${C}/remind`)).toHaveLength(1));
    expect(api.callsTo(`POST ${C}/remind`)[0]!.body).toEqual({ id: '77' });
    fireEvent.click(screen.getByTestId('campaign-close'));
    // The alert's own 结束发放 confirms (rendered after the page's button).
    await waitFor(() => expect(screen.getAllByRole('button', { name: '结束发放' })).toHaveLength(2));
    fireEvent.click(screen.getAllByRole('button', { name: '结束发放' })[1]!);
    await waitFor(() => expect(api.callsTo(`POST ${C}/close`)).toHaveLength(1));
  });

  it('shows the response rate and each question’s bars on its results tab, and exports them', async () => {
    const api = new FakeApi()
      .answer(`GET ${C}/list`, page([campaign]))
      .answer(`GET ${C}/detail`, detail)
      .answer(`GET ${C}/results`, results)
      .answerFile(`GET ${C}/export`, 'xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    await renderConsole(<CampaignsPage entry={ENTRY} />, { api });
    fireEvent.click(await screen.findByTestId('campaign-row'));
    fireEvent.click(await screen.findByText('统计结果'));
    expect((await screen.findByTestId('campaign-rate')).textContent).toBe('回收率 50%（已答1/共2，已打开1，已过期0）');
    const bars = within(screen.getByTestId('campaign-result-q1'));
    expect(bars.getByText('已开放')).toBeTruthy();
    fireEvent.click(screen.getByTestId('campaign-export'));
    await waitFor(() => expect(api.callsTo(`GET ${C}/export`)).toHaveLength(1));
    expect(api.callsTo(`GET ${C}/export`)[0]!.query.get('id')).toBe('77');
  });
});

describe('a call for reports (finance7’s 决算通知: sendOut without questions)', () => {
  const CALLS = '/api/blade-crop/crop/finance7/campaign';
  const call: Campaign = { ...campaign, id: '90', title: '2025年度决算报送通知', audience: 'unions', setKey: null, version: null };

  it('is sent with its title, deadline, year and unions, and no question set or version', async () => {
    const api = new FakeApi()
      .answer(`GET ${CALLS}/list`, page([]))
      .answer(TREE, tree())
      .answer(`POST ${CALLS}/send`, { id: '91', invited: 1, texted: 0, notReached: [] });
    await renderConsole(<CampaignsPage entry={modules.finance7!} />, { api });
    fireEvent.click(await screen.findByTestId('campaign-send'));
    expect(screen.queryByTestId('send-version')).toBeNull();
    expect(screen.getByTestId('send-confirm').textContent).toBe('发出报表征集');
    fireEvent.change(screen.getByTestId('send-title'), { target: { value: '2025年度决算报送通知' } });
    fireEvent.change(screen.getByTestId('send-deadline'), { target: { value: '2026-12-15' } });
    fireEvent.change(screen.getByTestId('send-year'), { target: { value: String(new Date().getFullYear() - 1) } });
    fireEvent.click(await screen.findByTestId('send-unions-110101'));
    fireEvent.click(screen.getByTestId('send-confirm'));
    await waitFor(() => expect(api.callsTo(`POST ${CALLS}/send`)).toHaveLength(1));
    expect(api.callsTo(`POST ${CALLS}/send`)[0]!.body).toEqual({
      title: '2025年度决算报送通知',
      deadline: '2026-12-15',
      audience: 'unions',
      unionIds: ['110101'],
      sms: false,
      year: new Date().getFullYear() - 1,
    });
  });

  it('asks about a year that has ended: last year chosen, this year not offered', async () => {
    const api = new FakeApi().answer(`GET ${CALLS}/list`, page([])).answer(TREE, [node('1101', '智联科技工会')]);
    await renderConsole(<CampaignsPage entry={modules.finance7!} />, { api });
    fireEvent.click(await screen.findByTestId('campaign-send'));
    const year = screen.getByTestId('send-year') as HTMLSelectElement;
    const thisYear = new Date().getFullYear();
    expect(year.value).toBe(String(thisYear - 1));
    expect([...year.options].map((o) => Number(o.value))).toEqual([1, 2, 3, 4, 5, 6].map((n) => thisYear - n));
  });

  it('lists who filed and who has not on its filings tab', async () => {
    const api = new FakeApi()
      .answer(`GET ${CALLS}/list`, page([call]))
      .answer(`GET ${CALLS}/detail`, { ...detail, campaign: call })
      .answer(`GET ${CALLS}/results`, {
        id: '90',
        title: call.title,
        version: null,
        response: { invited: 2, opened: 0, answered: 1, expired: 0, rate: 50 },
        questions: [],
        filings: [
          {
            invitationId: '1',
            unionId: '1101',
            label: '智联科技工会',
            recordId: '501',
            recordState: 'in_review',
            filedAt: '2026-11-21 10:00:00',
          },
          { invitationId: '2', unionId: '1102', label: '星海科技工会', recordId: null, recordState: null, filedAt: null },
        ],
      });
    await renderConsole(<CampaignsPage entry={modules.finance7!} />, { api });
    expect((await screen.findByTestId('campaign-row')).textContent).toContain('已报送1/2（50%）');
    fireEvent.click(screen.getByTestId('campaign-row'));
    fireEvent.click(await screen.findByText('报送情况'));
    const rows = await screen.findAllByTestId('campaign-filing');
    expect(rows.map((r) => r.textContent)).toEqual(['智联科技工会已报送2026-11-21 10:00:00', '星海科技工会未报送']);
  });

  it('says on its invitations tab which unions have filed and which not, never 未打开', async () => {
    const api = new FakeApi().answer(`GET ${CALLS}/list`, page([call])).answer(`GET ${CALLS}/detail`, { ...detail, campaign: call });
    await renderConsole(<CampaignsPage entry={modules.finance7!} />, { api });
    fireEvent.click(await screen.findByTestId('campaign-row'));
    const rows = await screen.findAllByTestId('campaign-invitation');
    expect(rows.map((r) => (r as HTMLTableRowElement).cells[1]!.textContent)).toEqual(['已报送', '未报送']);
  });
});
