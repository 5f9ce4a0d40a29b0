import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { demoSurveySet, modules } from '../../../catalogue';
import { FakeApi, renderConsole } from '../../../testing';
import { answerLookups } from '../../../testing/answers/lookups';
import { recordAnswer } from '../../../testing/answers/records';
import { RecordDetailBody } from './RecordDetailBody';

// The tab follows the server's answer (it sends `personalViews` to the entitled of a module with personal data), not the entry.
const entry = modules.setup1!;
const api = () =>
  answerLookups(new FakeApi(), entry)
    .answer('GET /api/blade-flow/process/history-flow-list', [])
    .answer('GET /api/blade-system/region/detail', (call) => {
      const code = call.query.get('code') ?? '';
      return { code, parentCode: code.slice(0, 6), ancestors: '00,11', name: '街道', regionLevel: 4, sort: 1 };
    });
const VIEW = {
  accountId: '31',
  accountName: '中关村审核员',
  unionId: '1100',
  unionName: '中关村街道工会联合会',
  channel: 'print',
  day: '2026-11-27',
  times: 2,
};

describe('the record detail’s 查看记录', () => {
  it('lists who viewed the record’s personal data in full, by day and way, beside the history', async () => {
    const record = recordAnswer({ id: '9001', module: entry.key, state: 'in_review', actions: [], personalViews: [VIEW] });
    const { user } = await renderConsole(<RecordDetailBody entry={entry} record={record} />, { api: api() });
    await user.click(await screen.findByText('查看记录'));
    const row = await screen.findByTestId('personal-view');
    for (const text of ['2026-11-27', '中关村审核员', '中关村街道工会联合会', '完整打印', '2'])
      expect(within(row).getByText(text)).toBeTruthy();
  });

  it('says so when nobody has viewed it yet', async () => {
    const record = recordAnswer({ id: '9002', module: entry.key, state: 'in_review', actions: [], personalViews: [] });
    const { user } = await renderConsole(<RecordDetailBody entry={entry} record={record} />, { api: api() });
    await user.click(await screen.findByText('查看记录'));
    expect(await screen.findByText('尚无人查看本记录的个人信息')).toBeTruthy();
  });

  it('is no tab for a viewer the server sends no views (a reader by data scope)', async () => {
    const record = recordAnswer({ id: '9003', module: entry.key, state: 'in_review', actions: [] });
    await renderConsole(<RecordDetailBody entry={entry} record={record} />, { api: api() });
    expect(await screen.findByText('流转记录')).toBeTruthy();
    expect(screen.queryByText('查看记录')).toBeNull();
  });
});

describe('the 问卷链接 panel on a record’s detail', () => {
  const survey = modules.survey!;
  const link = {
    state: 'reminded' as const,
    phone: '137****7001',
    sentAt: '2026-11-18 09:30:00',
    reminders: 1,
    remindedAt: ['2026-11-19 08:05:00'],
    openedAt: null,
    answeredAt: null,
    expiresAt: '2026-12-02 09:30:00',
  };
  const surveyApi = () =>
    answerLookups(new FakeApi(), survey)
      .answer('GET /api/blade-flow/process/history-flow-list', [])
      .answer('GET /api/blade-crop/crop/survey/getphone', { hasPhone: true, phone: '137****7001' })
      .answer('GET /api/blade-system/dict-biz/dictionary', [])
      .answer('GET /api/blade-system/region/detail', (call) => ({ code: call.query.get('code') ?? '', name: '上地街道', regionLevel: 4 }))
      .answer('GET /api/blade-crop/crop/survey/question-set/published', {
        setKey: 'survey',
        version: 1,
        publishTime: '2026-11-01 09:00:00',
        content: demoSurveySet,
      });

  it('shows the reviewer the link’s state, times and number, read-only', async () => {
    const record = recordAnswer({ id: '9101', module: 'survey', state: 'in_review', actions: [], linkInvitation: link });
    await renderConsole(<RecordDetailBody entry={survey} record={record} />, { api: surveyApi() });
    const part = await screen.findByTestId('link-part');
    expect(within(part).getByTestId('link-state').textContent).toBe('已提醒1次 11-19 08:05');
    expect(within(part).getByTestId('link-phone').textContent).toBe('发送至 137****7001');
    expect(within(part).getByTestId('link-times').textContent).toContain('第1次提醒于 2026-11-19 08:05:00');
    expect(within(part).queryByTestId('link-remind')).toBeNull();
  });

  it('gives the union that may change the record its reminder', async () => {
    const record = recordAnswer({ id: '9102', module: 'survey', state: 'returned', actions: ['save', 'submit'], linkInvitation: link });
    await renderConsole(<RecordDetailBody entry={survey} record={record} />, { api: surveyApi() });
    expect(await within(await screen.findByTestId('link-part')).findByTestId('link-remind')).toBeTruthy();
  });
});
