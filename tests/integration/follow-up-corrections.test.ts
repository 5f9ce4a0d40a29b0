// Corrections (更正) of follow-up rows on the real servers (docs/forms/group-c-rights.md, Effects): voiding
// a rights3 yearly review sets the file's category back; voiding a withdrawal hands the member's cover end to
// the next withdrawal still valid; an exit is not undone while the worker is on file on another record.
// Each once per correction event: a replay of the correction changes nothing.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { beijingDate, modules, type ModuleEntry } from '../../catalogue';
import { readFlowEvents, runApprovalEffects } from '../../db';
import { corp1Filings, moduleBase, setup1Parties, type ApiSession } from '../support';

const p = setup1Parties();
const { submit, submitted, approved } = corp1Filings(p);
const rights1 = modules.rights1!;
const rights3 = modules.rights3!;
const members = rights1.example.members as { idCard: string }[];
const ZHOU = members[2]!.idCard;

type Answer = { rows: { id: string; kind: string }[]; state: { caseState: string } };

const addRow = (session: ApiSession, entry: ModuleEntry, id: string, row: Record<string, unknown>) =>
  session.post(`${moduleBase(entry)}/followUp`, { id, date: beijingDate(Date.now()), ...row });

async function added(session: ApiSession, entry: ModuleEntry, id: string, row: Record<string, unknown>): Promise<Answer> {
  const answer = await addRow(session, entry, id, row);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data as Answer;
}

/** The id of the case's last row of `kind`. */
const lastOf = (answer: Answer, kind: string) => answer.rows.filter((r) => r.kind === kind).at(-1)!.id;

/** The record's last stored `followUp.added` event, as `appendCommand` handed it to the effects. */
async function lastFollowUpEvent(processInstanceId: string) {
  const { tenant_id } = await p.stack.db
    .selectFrom('record')
    .select('tenant_id')
    .where('process_instance_id', '=', processInstanceId)
    .executeTakeFirstOrThrow();
  return (await readFlowEvents(p.stack.db, tenant_id, processInstanceId)).filter((e) => e.type === 'followUp.added').at(-1)!;
}

/** rights3's example filed for another worker (a man: the ID number's 17th digit odd). */
const hardshipOf = (memberName: string, memberIdCard: string) => ({
  ...rights3.example,
  memberName,
  accountHolder: memberName,
  memberIdCard,
  memberSex: '1',
});

const fileOf = (recordId: string) =>
  p.stack.db
    .selectFrom('hardship_file')
    .select(['state', 'category', sql<string | null>`exited_on::text`.as('exited')])
    .where('record_id', '=', recordId)
    .executeTakeFirstOrThrow();

/** rights3's case of `form` approved, then exited on `date`: the record and its exit row's id. */
async function exitedCase(form: Record<string, unknown>, date: string) {
  const record = await approved(rights3, form);
  const exited = await added(p.federation, rights3, record.id, { kind: 'exit', date, note: '家庭收入已高于标准' });
  return { record, exit: lastOf(exited, 'exit') };
}

/** The answer to a correction voiding row `corrects` of record `id`. */
const voiding = (session: ApiSession, entry: ModuleEntry, id: string, corrects: string) =>
  addRow(session, entry, id, { kind: 'correction', corrects, note: '操作有误' });

/** A correction refused 409 for `reason`, naming the other record in its data and its message. */
function expectRefused(answer: { status: number; body: { data: unknown; msg: string } }, reason: string, recordId: string) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(409);
  expect(answer.body.data).toMatchObject({ reason, recordId });
  expect(answer.body.msg).toContain(recordId);
}

describe('a correction voiding a yearly review (rights3 年度复核)', () => {
  it('sets the category back to the previous review’s, then to the filing’s, once per event', async () => {
    const record = await approved(rights3, hardshipOf('赵军', '110108198001010015'));
    await added(p.federation, rights3, record.id, { kind: 'review', outcome: '2', note: '收入增加，转为相对困难' });
    const second = await added(p.federation, rights3, record.id, { kind: 'review', outcome: '3', note: '遭遇意外' });
    expect((await fileOf(record.id)).category).toBe('3');
    const corrected = await added(p.federation, rights3, record.id, {
      kind: 'correction',
      corrects: lastOf(second, 'review'),
      note: '复核有误',
    });
    expect((await fileOf(record.id)).category).toBe('2');
    // The correction's event replayed: nothing changes.
    expect(await runApprovalEffects(p.stack.db, await lastFollowUpEvent(record.processInstanceId))).toMatchObject([
      { done: 'nothing ended by the voided row' },
    ]);
    expect((await fileOf(record.id)).category).toBe('2');
    const firstReview = corrected.rows.filter((r) => r.kind === 'review')[0]!.id;
    await added(p.federation, rights3, record.id, { kind: 'correction', corrects: firstReview, note: '复核有误' });
    expect((await fileOf(record.id)).category).toBe('1');
  });

  it('leaves the category a later review found when an earlier review is voided', async () => {
    const record = await approved(rights3, hardshipOf('钱力', '110108198102020036'));
    const first = await added(p.federation, rights3, record.id, { kind: 'review', outcome: '2', note: '收入增加' });
    await added(p.federation, rights3, record.id, { kind: 'review', outcome: '3', note: '遭遇意外' });
    await added(p.federation, rights3, record.id, { kind: 'correction', corrects: lastOf(first, 'review'), note: '复核有误' });
    expect((await fileOf(record.id)).category).toBe('3');
  });
});

describe('a correction voiding a withdrawal (rights1 减员)', () => {
  it('hands the member’s cover end to the next withdrawal still valid, once', async () => {
    const record = await approved(rights1, rights1.example);
    const end = async () =>
      (
        await p.stack.db
          .selectFrom('mutual_aid_cover')
          .select(sql<string | null>`ended_on::text`.as('ended'))
          .where('record_id', '=', record.id)
          .where('id_mask', '=', '110108********1511')
          .executeTakeFirstOrThrow()
      ).ended;
    const first = await added(p.corp1, rights1, record.id, { kind: 'withdrawn', member: ZHOU, date: '2026-06-30' });
    await added(p.corp1, rights1, record.id, { kind: 'withdrawn', member: ZHOU, date: '2026-09-30' });
    expect(await end()).toBe('2026-06-30');
    await added(p.corp1, rights1, record.id, { kind: 'correction', corrects: lastOf(first, 'withdrawn'), note: '误操作减员' });
    expect(await end()).toBe('2026-09-30');
    expect(await runApprovalEffects(p.stack.db, await lastFollowUpEvent(record.processInstanceId))).toMatchObject([
      { done: 'nothing ended by the voided row' },
    ]);
    expect(await end()).toBe('2026-09-30');
  });
});

describe('a correction voiding an exit (rights3 脱困退档) of a worker filed again since', () => {
  it('is refused 409 naming the record the worker is on file on, and the file stays exited', async () => {
    const form = hardshipOf('孙强', '110108198203030057');
    const { record: first, exit } = await exitedCase(form, '2026-10-15');
    const second = await approved(rights3, form);
    expectRefused(await voiding(p.federation, rights3, first.id, exit), 'fileOnAnotherRecord', second.id);
    expect(await fileOf(first.id)).toMatchObject({ state: 'exited', exited: '2026-10-15' });
    expect((await fileOf(second.id)).state).toBe('onFile');
    // HS-on-file still holds the worker once: a third filing is refused, naming the second record.
    const third = await submit(rights3, form);
    expect(third.status).toBe(409);
    expect(third.body.data).toMatchObject({ reason: 'alreadyOnFile', recordId: second.id });
  });
});

describe('a correction voiding a withdrawal (rights1 减员) of a member covered again since', () => {
  /** rights1's example as an 增员 filing of one member (a man): one record per plan and year holds for 年度参保 only. */
  const enrolmentOf = (name: string, idCard: string) => ({
    ...rights1.example,
    enrolKind: '2',
    members: [{ name, idCard, sex: '1', memberCardNo: '' }],
    headCount: 1,
    totalAmount: rights1.example.amountPerHead,
  });
  const coverOf = (recordId: string) =>
    p.stack.db
      .selectFrom('mutual_aid_cover')
      .select(sql<string | null>`ended_on::text`.as('ended'))
      .where('record_id', '=', recordId)
      .executeTakeFirstOrThrow();

  it('is refused 409 naming the record that covers the member for the same plan and year, and the cover stays ended', async () => {
    const form = enrolmentOf('吴刚', '110108197905050031');
    const first = await approved(rights1, form);
    const today = beijingDate(Date.now());
    const withdrawn = await added(p.corp1, rights1, first.id, { kind: 'withdrawn', member: '110108197905050031', date: today });
    // Ended from today, the cover no longer holds the member: a second enrolment of the plan and year covers them.
    const second = await approved(rights1, form);
    const answer = await voiding(p.corp1, rights1, first.id, lastOf(withdrawn, 'withdrawn'));
    expectRefused(answer, 'coveredOnAnotherRecord', second.id);
    expect(answer.body.msg).toContain('不能撤销减员');
    expect(await coverOf(first.id)).toEqual({ ended: today });
    expect(await coverOf(second.id)).toEqual({ ended: null });
    const rows = await p.corp1.get(`${moduleBase(rights1)}/followUps`, { id: first.id });
    expect((rows.body.data as Answer).rows.map((r) => r.kind)).toEqual(['withdrawn']);
  });
});

describe('a correction voiding an exit (rights3 脱困退档) while a second case of the worker is in review', () => {
  it('is refused 409 naming the case in review, and the file stays exited', async () => {
    const form = hardshipOf('郑伟', '110108198306060056');
    const { record: first, exit } = await exitedCase(form, '2026-10-20');
    const second = await submitted(rights3, form);
    expectRefused(await voiding(p.federation, rights3, first.id, exit), 'caseInReview', second.id);
    expect(await fileOf(first.id)).toMatchObject({ state: 'exited', exited: '2026-10-20' });
    const rows = await p.federation.get(`${moduleBase(rights3)}/followUps`, { id: first.id });
    expect((rows.body.data as Answer).rows.map((r) => r.kind)).toEqual(['exit']);
  });

  it('puts the file on file again once no other case names the worker', async () => {
    const { record: first, exit } = await exitedCase(hardshipOf('冯磊', '110108198407070077'), '2026-10-21');
    expect((await voiding(p.federation, rights3, first.id, exit)).status).toBe(200);
    expect(await fileOf(first.id)).toMatchObject({ state: 'onFile', exited: null });
  });
});
