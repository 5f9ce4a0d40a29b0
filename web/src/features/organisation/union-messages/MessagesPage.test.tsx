import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { modules } from '../../../catalogue';
import { FakeApi, renderConsole } from '../../../testing';
import { messagePage, OBJECTION_MESSAGE, QUESTIONNAIRE_MESSAGE, REMIND_MESSAGE } from '../../../testing/answers/messages';
import { MessagesPage } from './MessagesPage';

const LIST = 'GET /api/blade-crop/crop/union-message/list' as const;
const OPEN = 'POST /api/blade-crop/crop/union-message/open' as const;
const OBJECTION = 'GET /api/blade-crop/crop/publicity/objection' as const;
const VERIFY = 'POST /api/blade-crop/crop/publicity/verify' as const;
const UPLOAD = 'POST /api/blade-crop/crop/publicity/verify-uploads' as const;

const TO_VERIFY = {
  id: OBJECTION_MESSAGE.subjectId!,
  refNo: 'GS0001-000123',
  recordId: '7001',
  publicityTitle: '2026年北京市劳动模范推荐人选公示',
  nomineeName: '李振华',
  unionName: '北京智联科技有限公司工会委员会',
  content: '反映该人选所在班组2025年发生过一起安全生产事故，请核查。',
  filedAt: '2026-11-27 09:30:00',
  closed: false,
  verification: null,
};

/** The page with the unread objection's message above the read reminder, the server marking it read when opened. */
async function openPage(options: { buttons?: Record<string, true>; api?: FakeApi } = {}) {
  let read = false;
  const opened = { ...OBJECTION_MESSAGE, readAt: '2026-11-27 10:00:00' };
  const api = (options.api ?? new FakeApi())
    .answer(LIST, () => messagePage(read ? [opened, REMIND_MESSAGE] : [OBJECTION_MESSAGE, REMIND_MESSAGE]))
    .answer(OPEN, () => {
      read = true;
      return opened;
    });
  const shown = await renderConsole(<MessagesPage />, { api, at: '/myunion/messages', buttons: options.buttons ?? {} });
  await screen.findByTestId(`message-${OBJECTION_MESSAGE.id}`);
  return shown;
}

describe('the messages page (消息中心)', () => {
  it('lists the union’s messages as the server orders them, the unread one marked', async () => {
    const { api } = await openPage();
    const rows = screen.getAllByTestId(/^message-\d+$/);
    expect(rows.map((r) => r.getAttribute('data-testid'))).toEqual([`message-${OBJECTION_MESSAGE.id}`, `message-${REMIND_MESSAGE.id}`]);
    expect(within(rows[0]!).getByText('未读')).toBeTruthy();
    expect(within(rows[1]!).getByText('已读')).toBeTruthy();
    expect(within(rows[0]!).getByText('公示异议')).toBeTruthy();
    expect(Object.fromEntries(api.callsTo(LIST).at(-1)!.query)).toEqual({ current: '1', size: '10' });
  });

  it('opens a message: shows its text, tells the server it was read and lists it as read', async () => {
    const { api, user } = await openPage();
    await user.click(within(screen.getByTestId(`message-${OBJECTION_MESSAGE.id}`)).getByTestId('message-open'));
    expect((await screen.findByTestId('message-content')).textContent).toBe(OBJECTION_MESSAGE.content);
    await waitFor(() => expect(api.callsTo(OPEN)).toHaveLength(1));
    expect(api.callsTo(OPEN)[0]!.body).toEqual({ id: OBJECTION_MESSAGE.id });
    await waitFor(() => expect(within(screen.getByTestId(`message-${OBJECTION_MESSAGE.id}`)).getByText('已读')).toBeTruthy());
  });

  it('does not tell the server again about a message already read', async () => {
    const { api, user } = await openPage();
    await user.click(within(screen.getByTestId(`message-${REMIND_MESSAGE.id}`)).getByTestId('message-open'));
    expect((await screen.findByTestId('message-content')).textContent).toBe(REMIND_MESSAGE.content);
    expect(api.callsTo(OPEN)).toHaveLength(0);
  });

  it('offers no verification to a union without the 核查 button', async () => {
    const { user } = await openPage();
    await user.click(within(screen.getByTestId(`message-${OBJECTION_MESSAGE.id}`)).getByTestId('message-open'));
    await screen.findByTestId('message-content');
    expect(screen.queryByTestId('verify-panel')).toBeNull();
  });

  it('lets the higher union send its verification of the objection with an uploaded file', async () => {
    const api = new FakeApi()
      .answer(OBJECTION, TO_VERIFY)
      .answer(UPLOAD, { id: '8301', name: '核查报告.pdf', size: 1200, mime: 'application/pdf' })
      .answer(VERIFY, {
        ...TO_VERIFY,
        verification: { finding: '经核查不属实。', files: [], verifiedAt: '2026-11-27 11:00:00', verifiedBy: '区总工会' },
      });
    const { user } = await openPage({ api, buttons: { messages_verify: true } });
    await user.click(within(screen.getByTestId(`message-${OBJECTION_MESSAGE.id}`)).getByTestId('message-open'));
    expect((await screen.findByTestId('verify-objection')).textContent).toContain(TO_VERIFY.content);
    await user.type(screen.getByTestId('verify-finding'), '经核查不属实。');
    await user.upload(screen.getByTestId('verify-files-input'), new File(['%PDF-1.4'], '核查报告.pdf', { type: 'application/pdf' }));
    expect((await screen.findByTestId('evidence-file')).textContent).toContain('核查报告.pdf');
    await user.click(screen.getByTestId('btn-verify'));
    await waitFor(() => expect(api.callsTo(VERIFY)).toHaveLength(1));
    expect(api.callsTo(VERIFY)[0]!.body).toEqual({ objectionId: TO_VERIFY.id, finding: '经核查不属实。', files: ['8301'] });
  });

  it('refuses to send a verification without a finding, and sends nothing', async () => {
    const api = new FakeApi().answer(OBJECTION, TO_VERIFY);
    const { user } = await openPage({ api, buttons: { messages_verify: true } });
    await user.click(within(screen.getByTestId(`message-${OBJECTION_MESSAGE.id}`)).getByTestId('message-open'));
    await user.click(await screen.findByTestId('btn-verify'));
    expect((await screen.findByTestId('verify-refusal')).textContent).toBe('核查情况不少于4个字');
    expect(api.callsTo(VERIFY)).toHaveLength(0);
  });

  it('opens the form of a campaign’s message (填写问卷) with the campaign it answers', async () => {
    const api = new FakeApi().answer(LIST, () => messagePage([QUESTIONNAIRE_MESSAGE])).answer(OPEN, QUESTIONNAIRE_MESSAGE);
    const { user, router } = await renderConsole(<MessagesPage />, { api, at: '/myunion/messages', path: '/myunion/messages' });
    await user.click(within(await screen.findByTestId(`message-${QUESTIONNAIRE_MESSAGE.id}`)).getByTestId('message-open'));
    await user.click(await screen.findByRole('button', { name: '填写问卷' }));
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
      `${modules.field3ques!.route}?campaignId=${QUESTIONNAIRE_MESSAGE.subjectId}`,
    );
  });

  it('offers no 填写问卷 on a message that is no campaign’s', async () => {
    const { user } = await openPage();
    await user.click(within(screen.getByTestId(`message-${REMIND_MESSAGE.id}`)).getByTestId('message-open'));
    await screen.findByTestId('message-content');
    expect(screen.queryByTestId('btn-answer-campaign')).toBeNull();
  });
});
