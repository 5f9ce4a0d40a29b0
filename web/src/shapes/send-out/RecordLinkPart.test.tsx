import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { RecordView } from '../../api';
import { modules } from '../../catalogue';
import type { LinkAnswer, LinkPartProps } from '../../features/records/modules';
import { FakeApi, renderConsole } from '../../testing';
import { recordAnswer } from '../../testing/answers/records';
import { RecordLinkPart } from './RecordLinkPart';

const ENTRY = modules.survey!;
const M = '/api/blade-crop/crop/survey';
const PHONE = `GET ${M}/getphone` as const;
const SEND = `GET ${M}/sendSms` as const;
const DETAIL = `GET ${M}/detail` as const;

const DRAFT = recordAnswer({ id: '42', module: 'survey', state: 'draft', actions: ['save', 'submit', 'cancel', 'remove'] });
type Link = NonNullable<RecordView['linkInvitation']>;
const link = (l: Partial<Link>): Link => ({
  state: 'sent',
  phone: '137****7001',
  sentAt: '2026-11-18 09:30:00',
  reminders: 0,
  remindedAt: [],
  openedAt: null,
  answeredAt: null,
  expiresAt: '2026-12-02 09:30:00',
  ...l,
});
const ANSWER: LinkAnswer = { responseId: '9001', answeredAt: '2026-11-20 10:12:00', version: 1, answers: { satisfaction: 5 } };

/** The part as the form holds it: the response taken in kept in the form's state. */
function Holder(props: Omit<LinkPartProps, 'entry' | 'adoptedResponse' | 'onAdopt'> & { took?: (a: LinkAnswer) => void }) {
  const [taken, setTaken] = useState<string>();
  return (
    <RecordLinkPart
      {...props}
      entry={ENTRY}
      adoptedResponse={taken}
      onAdopt={(a) => {
        setTaken(a.responseId);
        props.took?.(a);
      }}
    />
  );
}

describe('问卷链接 above a survey record’s questionnaire', () => {
  it('texts the saved record’s contact the link (sendSms) and shows it sent', async () => {
    const api = new FakeApi()
      .answer(PHONE, { hasPhone: true, phone: '137****7001' })
      .answer(SEND, { sent: true, phone: '137****7001', expiresAt: '2026-12-02 09:30:00', invitation: link({}) });
    await renderConsole(<Holder record={DRAFT} />, { api });
    expect((await screen.findByTestId('link-phone')).textContent).toBe('发送至 137****7001');
    expect(screen.getByTestId('link-state').textContent).toBe('未发送');
    fireEvent.click(screen.getByTestId('link-send'));
    await waitFor(() => expect(screen.getByTestId('link-state').textContent).toBe('已发送 11-18 09:30'));
    expect(api.callsTo(SEND)[0]!.query.toString()).toBe('id=42');
    expect(api.callsTo(PHONE)[0]!.query.toString()).toBe('id=42');
    expect(await screen.findByText('问卷链接已发送至137****7001')).toBeTruthy();
    expect(screen.getByTestId('link-remind')).toBeTruthy();
    // The sending answers the link's state: the record is not read again.
    expect(api.callsTo(DETAIL)).toHaveLength(0);
  });

  it('reminds through the same call, and shows how many reminders went', async () => {
    const api = new FakeApi().answer(PHONE, { hasPhone: true, phone: '137****7001' }).answer(SEND, {
      sent: true,
      phone: '137****7001',
      expiresAt: '2026-12-02 09:30:00',
      invitation: link({ state: 'reminded', reminders: 1, remindedAt: ['2026-11-19 08:05:00'] }),
    });
    await renderConsole(<Holder record={{ ...DRAFT, linkInvitation: link({}) }} />, { api });
    expect(screen.queryByTestId('link-send')).toBeNull();
    fireEvent.click(await screen.findByTestId('link-remind'));
    await waitFor(() => expect(screen.getByTestId('link-state').textContent).toBe('已提醒1次 11-19 08:05'));
    expect(api.callsTo(SEND)).toHaveLength(1);
    expect(await screen.findByText('已再次发送问卷链接至137****7001')).toBeTruthy();
    expect(screen.getByTestId('link-times').textContent).toContain('第1次提醒于 2026-11-19 08:05:00');
  });

  it('lists the link’s times: sent, each reminder numbered, opened', async () => {
    const api = new FakeApi().answer(PHONE, { hasPhone: true, phone: '137****7001' });
    const reminded = link({
      state: 'opened',
      reminders: 2,
      remindedAt: ['2026-11-19 08:05:00', '2026-11-20 08:10:00'],
      openedAt: '2026-11-20 20:01:00',
    });
    await renderConsole(<Holder record={{ ...DRAFT, linkInvitation: reminded }} />, { api });
    const items = within(await screen.findByTestId('link-times')).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      '发送于 2026-11-18 09:30:00',
      '第1次提醒于 2026-11-19 08:05:00',
      '第2次提醒于 2026-11-20 08:10:00',
      '打开于 2026-11-20 20:01:00',
    ]);
  });

  it('shows an opened link as opened, with no new link to send', async () => {
    const api = new FakeApi().answer(PHONE, { hasPhone: true, phone: '137****7001' });
    await renderConsole(<Holder record={{ ...DRAFT, linkInvitation: link({ state: 'opened', openedAt: '2026-11-19 20:01:00' }) }} />, {
      api,
    });
    expect((await screen.findByTestId('link-state')).textContent).toBe('已打开 11-19 20:01');
    expect(screen.queryByTestId('link-send')).toBeNull();
  });

  it('offers a new link where the old one expired, and no reminder', async () => {
    const api = new FakeApi().answer(PHONE, { hasPhone: true, phone: '137****7001' });
    await renderConsole(<Holder record={{ ...DRAFT, linkInvitation: link({ state: 'expired' }) }} />, { api });
    expect((await screen.findByTestId('link-state')).textContent).toBe('已过期');
    expect(screen.getByTestId('link-send').textContent).toContain('重新发送链接');
    expect(screen.queryByTestId('link-remind')).toBeNull();
  });

  it('asks for a saved draft before any link is sent', async () => {
    const api = new FakeApi();
    await renderConsole(<Holder record={undefined} />, { api });
    expect((await screen.findByTestId('link-save-first')).textContent).toBe('请先填写联系人手机并暂存，再发送问卷链接');
    expect(screen.queryByTestId('link-send')).toBeNull();
    expect(api.callsTo(PHONE)).toHaveLength(0);
  });

  it('sends nothing from a record the form may not change', async () => {
    const api = new FakeApi().answer(PHONE, { hasPhone: true, phone: '137****7001' });
    await renderConsole(<Holder record={DRAFT} disabled />, { api });
    expect(((await screen.findByTestId('link-send')) as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('采用企业答复', () => {
  it('puts the link’s answer into the form, then says it was taken in', async () => {
    const api = new FakeApi().answer(PHONE, { hasPhone: true, phone: '137****7001' });
    let took: LinkAnswer | undefined;
    const answered = { ...DRAFT, linkInvitation: link({ state: 'answered', answeredAt: ANSWER.answeredAt }), linkAnswer: ANSWER };
    await renderConsole(<Holder record={answered} took={(a) => (took = a)} />, { api });
    expect((await screen.findByTestId('link-state')).textContent).toBe('已答复 11-20 10:12');
    expect(screen.getByTestId('link-answer').textContent).toContain('企业联系人于2026-11-20 10:12:00通过链接答复');
    expect(screen.queryByTestId('link-remind')).toBeNull();
    fireEvent.click(screen.getByTestId('link-adopt'));
    expect(took).toEqual(ANSWER);
    expect((await screen.findByTestId('link-adopted')).textContent).toBe('已采用企业答复，可修改后提交');
    expect(screen.queryByTestId('link-adopt')).toBeNull();
  });
});

describe('问卷链接 read-only (a reviewer’s detail page)', () => {
  const inReview = recordAnswer({ id: '43', module: 'survey', state: 'in_review', actions: [] });

  it('shows the link’s state, times and masked number, with no sending and no number read', async () => {
    const api = new FakeApi();
    const reminded = link({ state: 'reminded', reminders: 1, remindedAt: ['2026-11-19 08:05:00'] });
    await renderConsole(<RecordLinkPart entry={ENTRY} record={{ ...inReview, linkInvitation: reminded }} readOnly />, { api });
    expect((await screen.findByTestId('link-state')).textContent).toBe('已提醒1次 11-19 08:05');
    expect(screen.getByTestId('link-phone').textContent).toBe('发送至 137****7001');
    expect(screen.getByTestId('link-times').textContent).toContain('第1次提醒于 2026-11-19 08:05:00');
    expect(screen.queryByTestId('link-send')).toBeNull();
    expect(screen.queryByTestId('link-remind')).toBeNull();
    expect(api.callsTo(PHONE)).toHaveLength(0);
  });

  it('shows the answer’s time without taking it in', async () => {
    const answered = { ...inReview, linkInvitation: link({ state: 'answered', answeredAt: ANSWER.answeredAt }), linkAnswer: ANSWER };
    await renderConsole(<RecordLinkPart entry={ENTRY} record={answered} readOnly />, { api: new FakeApi() });
    expect((await screen.findByTestId('link-answer')).textContent).toContain('企业联系人于2026-11-20 10:12:00通过链接答复');
    expect(screen.queryByTestId('link-adopt')).toBeNull();
  });

  it('is not shown where no link was sent', async () => {
    const { container } = await renderConsole(<RecordLinkPart entry={ENTRY} record={inReview} readOnly />, { api: new FakeApi() });
    expect(container.querySelector('[data-testid="link-part"]')).toBeNull();
  });
});
