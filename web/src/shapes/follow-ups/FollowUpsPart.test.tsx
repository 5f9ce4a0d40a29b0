import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { modules, type ModuleEntry } from '../../catalogue';
import { FakeApi, renderConsole } from '../../testing';
import { recordAnswer } from '../../testing/answers/records';
import type { FollowUpRow, FollowUps } from './api';
import { FollowUpsPart } from './FollowUpsPart';

/** A relief with follow-up rows (no catalogue module has the shape yet): as the server's test-only entry. */
const ENTRY: ModuleEntry = {
  ...modules.setup1!,
  key: 'followUpReliefTest',
  followUps: {
    dict: 'relief_followup',
    kinds: {
      paid: { label: { zh: '发放', en: 'Paid' }, writers: ['reviewer'], needs: ['amount'], dueAfter: { days: 7, from: 'approved' } },
      visit: { label: { zh: '回访', en: 'Visit' }, writers: ['applicant', 'reviewer'], needs: ['note', 'file'] },
      close: { label: { zh: '结案', en: 'Closed' }, writers: ['reviewer'] },
      correction: { label: { zh: '更正', en: 'Correction' }, writers: ['reviewer'], needs: ['note'] },
    },
    closing: ['close'],
    correction: 'correction',
  },
};
const M = '/api/blade-crop/crop/followUpReliefTest';
const LIST = `GET ${M}/followUps` as const;
const ADD = `POST ${M}/followUp` as const;
const UPLOAD = `POST ${M}/followUpUpload` as const;
// The record's own facts matter not here: its id and state (recordAnswer reads a catalogue module's).
const RECORD = recordAnswer({ id: '42', module: 'setup1', state: 'approved', actions: [] });

const KINDS: FollowUps['kinds'] = [
  { kind: 'paid', name: '发放', needs: ['amount'] },
  { kind: 'visit', name: '回访', needs: ['note', 'file'] },
  { kind: 'close', name: '结案', needs: [] },
  { kind: 'correction', name: '更正', needs: ['note'] },
  { kind: 'withdrawn', name: '减员', needs: ['member'] },
];

const row = (r: Partial<FollowUpRow> & Pick<FollowUpRow, 'id' | 'kind' | 'kindName'>): FollowUpRow => ({
  date: '2026-11-20',
  amount: null,
  outcome: null,
  note: null,
  files: [],
  corrects: null,
  member: null,
  writer: 'reviewer',
  actorName: '张审核',
  actorUnion: '朝阳区总工会',
  createTime: '2026-11-20 10:00:00',
  ...r,
});

const open = (rows: FollowUpRow[] = [], state: Partial<FollowUps['state']> = {}): FollowUps => ({
  rows,
  state: { caseState: 'open', nextDue: null, overdue: false, ...state },
  kinds: KINDS,
});

describe('跟进记录 on an approved record', () => {
  it('lists the rows oldest first with amounts in yuan, marks a corrected row and an overdue payment', async () => {
    const rows = [
      row({ id: '1', kind: 'paid', kindName: '发放', amount: 150050 }),
      row({ id: '2', kind: 'correction', kindName: '更正', corrects: '1', note: '金额有误' }),
    ];
    const api = new FakeApi().answer(LIST, open(rows, { nextDue: { kind: 'paid', kindName: '发放', day: '2026-11-25' }, overdue: true }));
    await renderConsole(<FollowUpsPart entry={ENTRY} record={RECORD} />, { api });
    expect((await screen.findByTestId('followup-state')).textContent).toBe('逾期：发放（应于2026-11-25前）');
    const lines = screen.getAllByTestId('followup-row').map((r) => r.textContent);
    expect(lines[0]).toBe('2026-11-20发放 已更正1500.50张审核（朝阳区总工会）');
    expect(lines[1]).toContain('金额有误');
    expect(api.callsTo(LIST)[0]!.query.get('id')).toBe('42');
  });

  it('offers no 添加跟进 on a closed case', async () => {
    const api = new FakeApi().answer(LIST, {
      ...open([row({ id: '1', kind: 'close', kindName: '结案' })]),
      state: { caseState: 'closed', nextDue: null, overdue: false },
      kinds: [],
    });
    await renderConsole(<FollowUpsPart entry={ENTRY} record={RECORD} />, { api });
    expect((await screen.findByTestId('followup-state')).textContent).toBe('已结案');
    expect(screen.queryByTestId('followup-add')).toBeNull();
  });
});

describe('the add dialog', () => {
  it('offers the kinds the caller may add and asks for the amount a payment needs before sending anything', async () => {
    const api = new FakeApi().answer(LIST, { ...open(), kinds: KINDS.slice(0, 2) });
    await renderConsole(<FollowUpsPart entry={ENTRY} record={RECORD} />, { api });
    fireEvent.click(await screen.findByTestId('followup-add'));
    const kinds = (await screen.findByTestId('followup-kind')) as HTMLSelectElement;
    expect([...kinds.options].map((o) => o.textContent)).toEqual(['发放', '回访']);
    fireEvent.click(screen.getByTestId('followup-confirm'));
    expect((await screen.findByTestId('followup-error-amount')).textContent).toBe('必填');
    expect(api.callsTo(ADD)).toHaveLength(0);
  });

  it('sends a payment in fen and shows the rows the server answers', async () => {
    const api = new FakeApi().answer(LIST, open()).answer(ADD, open([row({ id: '7', kind: 'paid', kindName: '发放', amount: 120000 })]));
    await renderConsole(<FollowUpsPart entry={ENTRY} record={RECORD} />, { api });
    fireEvent.click(await screen.findByTestId('followup-add'));
    fireEvent.change(await screen.findByTestId('followup-date'), { target: { value: '2026-11-26' } });
    fireEvent.change(screen.getByTestId('followup-amount'), { target: { value: '1200' } });
    fireEvent.click(screen.getByTestId('followup-confirm'));
    await waitFor(() => expect(api.callsTo(ADD)).toHaveLength(1));
    expect(api.callsTo(ADD)[0]!.body).toEqual({ id: '42', kind: 'paid', date: '2026-11-26', amount: 120000 });
    expect((await screen.findByTestId('followup-row')).textContent).toContain('1200.00');
  });

  it('uploads a file a visit needs first and sends its id with the row', async () => {
    const api = new FakeApi()
      .answer(LIST, open())
      .answer(UPLOAD, { id: '900', name: '回访照片.jpg', size: 10, mime: 'image/jpeg' })
      .answer(ADD, open([row({ id: '8', kind: 'visit', kindName: '回访', files: ['900'], note: '已走访' })]));
    await renderConsole(<FollowUpsPart entry={ENTRY} record={RECORD} />, { api });
    fireEvent.click(await screen.findByTestId('followup-add'));
    fireEvent.change(await screen.findByTestId('followup-kind'), { target: { value: 'visit' } });
    fireEvent.click(screen.getByTestId('followup-confirm'));
    expect((await screen.findByTestId('followup-error-file')).textContent).toBe('必填');
    expect(screen.getByTestId('followup-error-note').textContent).toBe('必填');
    const file = new File(['x'], '回访照片.jpg', { type: 'image/jpeg' });
    fireEvent.change(screen.getByTestId('followup-file'), { target: { files: [file] } });
    expect((await screen.findByTestId('followup-file-tag')).textContent).toBe('回访照片.jpg');
    expect((api.callsTo(UPLOAD)[0]!.body as FormData).get('id')).toBe('42');
    fireEvent.change(screen.getByTestId('followup-note'), { target: { value: '已走访' } });
    fireEvent.click(screen.getByTestId('followup-confirm'));
    await waitFor(() => expect(api.callsTo(ADD)).toHaveLength(1));
    expect(api.callsTo(ADD)[0]!.body).toMatchObject({ kind: 'visit', note: '已走访', files: ['900'] });
  });

  it('asks a withdrawal for the member’s ID number, sends it, and shows the row’s member masked', async () => {
    const withdrawn = row({ id: '9', kind: 'withdrawn', kindName: '减员', member: '110108********2316' });
    const api = new FakeApi().answer(LIST, open()).answer(ADD, open([withdrawn]));
    await renderConsole(<FollowUpsPart entry={ENTRY} record={RECORD} />, { api });
    fireEvent.click(await screen.findByTestId('followup-add'));
    fireEvent.change(await screen.findByTestId('followup-kind'), { target: { value: 'withdrawn' } });
    fireEvent.click(screen.getByTestId('followup-confirm'));
    expect((await screen.findByTestId('followup-error-member')).textContent).toBe('必填');
    fireEvent.change(screen.getByTestId('followup-member'), { target: { value: '110108198503122316' } });
    fireEvent.click(screen.getByTestId('followup-confirm'));
    await waitFor(() => expect(api.callsTo(ADD)).toHaveLength(1));
    expect(api.callsTo(ADD)[0]!.body).toMatchObject({ kind: 'withdrawn', member: '110108198503122316' });
    expect((await screen.findByTestId('followup-member-cell')).textContent).toBe('110108********2316');
  });

  it('offers a review’s outcome from its kind’s dictionary and sends the key chosen', async () => {
    const review = { kind: 'review', name: '年度复核', needs: ['note', 'outcome'], outcomeDict: 'hardship_category' };
    const category = (dictKey: string, dictValue: string) => ({
      id: dictKey,
      parentId: '0',
      code: 'hardship_category',
      dictKey,
      dictValue,
      sort: Number(dictKey),
      remark: '',
      source: 'system',
    });
    const categories = [category('1', '深度困难职工'), category('2', '相对困难职工')];
    const api = new FakeApi()
      .answer(LIST, { ...open(), kinds: [review] })
      .answer('GET /api/blade-system/dict-biz/dictionary', categories)
      .answer(ADD, open());
    await renderConsole(<FollowUpsPart entry={ENTRY} record={RECORD} />, { api });
    fireEvent.click(await screen.findByTestId('followup-add'));
    await waitFor(() =>
      expect([...(screen.getByTestId('followup-outcome') as HTMLSelectElement).options].map((o) => o.textContent)).toContain(
        '相对困难职工',
      ),
    );
    fireEvent.change(screen.getByTestId('followup-outcome'), { target: { value: '2' } });
    fireEvent.change(screen.getByTestId('followup-note'), { target: { value: '收入增加' } });
    fireEvent.click(screen.getByTestId('followup-confirm'));
    await waitFor(() => expect(api.callsTo(ADD)).toHaveLength(1));
    expect(api.callsTo(ADD)[0]!.body).toMatchObject({ kind: 'review', outcome: '2', note: '收入增加' });
  });

  it('names the row a correction voids, and shows the server’s 400 under its field', async () => {
    const paid = row({ id: '1', kind: 'paid', kindName: '发放', amount: 50000 });
    const api = new FakeApi()
      .answer(LIST, open([paid]))
      .refuse(ADD, 400, '参数错误', { errors: [{ field: 'note', rule: 'maxLength', message: '说明过长' }] });
    await renderConsole(<FollowUpsPart entry={ENTRY} record={RECORD} />, { api });
    fireEvent.click(await screen.findByTestId('followup-add'));
    fireEvent.change(await screen.findByTestId('followup-kind'), { target: { value: 'correction' } });
    fireEvent.change(screen.getByTestId('followup-note'), { target: { value: '金额有误' } });
    fireEvent.click(screen.getByTestId('followup-confirm'));
    expect((await screen.findByTestId('followup-error-corrects')).textContent).toBe('必填');
    fireEvent.change(screen.getByTestId('followup-corrects'), { target: { value: '1' } });
    fireEvent.click(screen.getByTestId('followup-confirm'));
    expect((await screen.findByTestId('followup-error-note')).textContent).toBe('说明过长');
    expect(api.callsTo(ADD)[0]!.body).toMatchObject({ kind: 'correction', corrects: '1', note: '金额有误' });
  });
});
