import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { demoSurveySet } from '../../catalogue';
import { FakeApi, renderConsole } from '../../testing';
import type { OpenedQuestionnaire } from './api';
import { PublicQuestionnairePage } from './PublicQuestionnairePage';

const OPEN = 'GET /api/blade-crop/public/questionnaire/open' as const;
const ANSWER = 'POST /api/blade-crop/public/questionnaire/answer' as const;
const TOKEN = `AQAAAAAAAAAAAAAA${'x'.repeat(39)}`;

const OPENED: OpenedQuestionnaire = {
  senderUnion: '中关村街道工会联合会',
  title: '职工书屋阅读服务满意度调查',
  note: '感谢您的参与。',
  deadline: '2026-12-15',
  addressee: '138****0001',
  audience: 'mobiles',
  expiresAt: '2026-12-15 23:59:59',
  version: 1,
  content: { ...demoSurveySet, questions: demoSurveySet.questions.filter((q) => q.id === 'bookroom' || q.id === 'suggestions') },
};

beforeEach(() => {
  window.location.hash = `#${TOKEN}`;
  for (const k of Object.keys(window.localStorage)) if (k.startsWith('questionnaire-answers:')) window.localStorage.removeItem(k);
});
afterEach(() => {
  window.location.hash = '';
});

/** The answers the page keeps in the browser until they are sent. */
const keptAnswers = () =>
  Object.keys(window.localStorage)
    .filter((k) => k.startsWith('questionnaire-answers:'))
    .map((k) => JSON.parse(window.localStorage.getItem(k)!) as unknown);

const openPage = (api: FakeApi) => renderConsole(<PublicQuestionnairePage />, { api, at: '/q', path: '/q' });

describe('the public answer page (/q)', () => {
  it('opens the link with the token in a header, never in the address, and shows who asks and the notice', async () => {
    const { api } = await openPage(new FakeApi().answer(OPEN, OPENED));
    await screen.findByTestId('q-page');
    const call = api.callsTo(OPEN)[0]!;
    expect(call.headers.get('Invitation-Token')).toBe(TOKEN);
    expect(`${call.path}?${call.query.toString()}`).not.toContain(TOKEN);
    expect(screen.getByTestId('q-sender').textContent).toBe('中关村街道工会联合会');
    expect(screen.getByTestId('q-addressee').textContent).toBe('138****0001');
    expect(screen.getByTestId('q-notice').textContent).toContain('问卷结束30天后删除');
  });

  it('sends the answers and shows the thanks page, the kept answers cleared', async () => {
    const api = new FakeApi().answer(OPEN, OPENED).answer(ANSWER, { answeredAt: '2026-12-01 10:00:00' });
    const { user } = await openPage(api);
    await user.click(await screen.findByLabelText('有'));
    expect(keptAnswers()).toEqual([{ bookroom: 'yes' }]);
    await user.click(screen.getByTestId('q-submit'));
    expect((await screen.findByTestId('q-state-sent')).textContent).toContain('2026-12-01 10:00:00');
    expect(api.callsTo(ANSWER)[0]!.body).toEqual({ answers: { bookroom: 'yes' } });
    expect(keptAnswers()).toEqual([]);
  });

  it('marks each question the server names in a 400 and stays on the form', async () => {
    const api = new FakeApi()
      .answer(OPEN, OPENED)
      .refuse(ANSWER, 400, '请求参数有误', { errors: [{ field: 'answers.bookroom', rule: 'required', message: '此题为必答题' }] });
    const { user } = await openPage(api);
    await user.click(await screen.findByTestId('q-submit'));
    expect((await screen.findByTestId('q-errors')).textContent).toContain('请按提示修改');
    expect(screen.getByTestId('question-bookroom').textContent).toContain('此题为必答题');
  });

  it('shows a used link’s state page with the time it was answered, and never the answers', async () => {
    await openPage(new FakeApi().refuse(OPEN, 409, '该问卷已提交，链接已失效', { answeredAt: '2026-11-30 09:00:00' }));
    expect((await screen.findByTestId('q-state-used')).textContent).toContain('2026-11-30 09:00:00');
    expect(screen.queryByTestId('q-page')).toBeNull();
  });

  it('shows the closed state page for an expired or closed link', async () => {
    await openPage(new FakeApi().refuse(OPEN, 410, '链接已过期'));
    expect((await screen.findByTestId('q-state-closed')).textContent).toContain('链接已过期或问卷已结束');
  });

  it('shows the invalid state page without asking the server when the address holds no token', async () => {
    window.location.hash = '';
    const { api } = await openPage(new FakeApi());
    expect((await screen.findByTestId('q-state-invalid')).textContent).toContain('链接无效');
    expect(api.callsTo(OPEN)).toEqual([]);
  });

  it('switches to English', async () => {
    const { user } = await openPage(new FakeApi().answer(OPEN, OPENED));
    await user.click(await screen.findByTestId('q-lang'));
    expect(screen.getByTestId('q-notice').textContent).toContain('erased 30 days after the survey closes');
  });
});
