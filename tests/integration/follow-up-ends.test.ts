// Follow-up rows that end a register row (docs/forms/group-c-rights.md, Effects) on the real servers:
// rights1's `withdrawn` (减员) names one of the record's member rows by ID number and ends that member's
// cover from its day, so MA-covered and the register read it as ended; rights3's `exit` (脱困退档)
// exits the hardship file. One effect per row, an end written only where none is: a replay changes nothing.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { beijingDate, modules, type ModuleEntry } from '../../catalogue';
import { readFlowEvents, runApprovalEffects } from '../../db';
import { corp1Filings, download, moduleBase, setup1Parties, sheetTexts, type ApiSession } from '../support';

const p = setup1Parties();
const { submit, approved } = corp1Filings(p);
const rights1 = modules.rights1!;
const rights3 = modules.rights3!;
const members = rights1.example.members as { idCard: string }[];
const [LIU, , ZHOU] = members.map((m) => m.idCard) as [string, string, string];

const addRow = (session: ApiSession, entry: ModuleEntry, id: string, row: Record<string, unknown>) =>
  session.post(`${moduleBase(entry)}/followUp`, { id, date: beijingDate(Date.now()), ...row });

async function added(session: ApiSession, entry: ModuleEntry, id: string, row: Record<string, unknown>) {
  const answer = await addRow(session, entry, id, row);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data as { rows: { id: string; kind: string; member: string | null }[]; state: { caseState: string } };
}

/** Each member's cover end day by the record (its mask → yyyy-MM-dd or null). */
async function coverEnds(recordId: string) {
  const rows = await p.stack.db
    .selectFrom('mutual_aid_cover')
    .select(['id_mask', sql<string | null>`ended_on::text`.as('ended')])
    .where('record_id', '=', recordId)
    .execute();
  return Object.fromEntries(rows.map((r) => [r.id_mask, r.ended]));
}

/** The record's stored `followUp.added` events, as `appendCommand` handed them to the effects. */
async function followUpEvents(processInstanceId: string) {
  const tenantId = (
    await p.stack.db.selectFrom('record').select('tenant_id').where('process_instance_id', '=', processInstanceId).executeTakeFirstOrThrow()
  ).tenant_id;
  return (await readFlowEvents(p.stack.db, tenantId, processInstanceId)).filter((e) => e.type === 'followUp.added');
}

describe('a withdrawn member (rights1 减员)', () => {
  it('ends that member’s cover from the row’s day, and a new filing of the member for the plan and year is no longer refused', async () => {
    const form = { ...rights1.example, planType: '1' };
    const record = await approved(rights1, form);
    const day = beijingDate(Date.now());
    const answer = await added(p.corp1, rights1, record.id, { kind: 'withdrawn', member: LIU });
    expect(answer.rows).toMatchObject([{ kind: 'withdrawn', member: '110108********2316' }]);
    expect(JSON.stringify(answer)).not.toContain(LIU);
    expect(await coverEnds(record.id)).toEqual({ '110108********2316': day, '110108********0422': null, '110108********1511': null });
    // MA-covered reads the ended cover: a 增员 filing of the member is taken; one of a member still covered is not.
    const again = { ...form, enrolKind: '2', members: [members[0]], headCount: 1, totalAmount: 3000 };
    expect((await submit(rights1, again)).status).toBe(200);
    const stillCovered = await submit(rights1, { ...again, members: [members[1]] });
    expect(stillCovered.status, JSON.stringify(stillCovered.body)).toBe(409);
    expect(stillCovered.body.data).toMatchObject({ reason: 'alreadyCovered', recordId: record.id });
  });

  it('shows the member of a withdrawal masked in the follow-ups export', async () => {
    const record = await approved(rights1, { ...rights1.example, planType: '2', amountPerHead: 2000, totalAmount: 6000 });
    await added(p.corp1, rights1, record.id, { kind: 'withdrawn', member: ZHOU });
    const sheet = await download(p.stack.app, p.corp1, `${moduleBase(rights1)}/followUpsExport`);
    expect(sheet.status).toBe(200);
    const rows = await sheetTexts(sheet.bytes);
    expect(rows[1]).toContain('人员身份证号');
    expect(rows.find((r) => r.includes(record.id))).toContain('110108********1511');
    expect(JSON.stringify(rows)).not.toContain(ZHOU);
  });

  it('writes the end once: a replay of the row’s event and a later row naming the member leave the first day', async () => {
    const record = await approved(rights1, { ...rights1.example, planType: '9' });
    await added(p.corp1, rights1, record.id, { kind: 'withdrawn', member: ZHOU, date: '2026-06-30' });
    const [event] = await followUpEvents(record.processInstanceId);
    expect(await runApprovalEffects(p.stack.db, event!)).toMatchObject([{ done: 'cover ended already' }]);
    await added(p.corp1, rights1, record.id, { kind: 'withdrawn', member: ZHOU, date: '2026-09-30' });
    expect((await coverEnds(record.id))['110108********1511']).toBe('2026-06-30');
  });

  it('refuses a member not on the record with 400 naming the field, and a withdrawal without a member', async () => {
    const record = await approved(rights1, { ...rights1.example, planType: '4' });
    const stranger = await addRow(p.corp1, rights1, record.id, { kind: 'withdrawn', member: '110108197703030315' });
    expect(stranger.status).toBe(400);
    expect(stranger.body.data.errors).toMatchObject([{ field: 'member', rule: 'memberOnRecord' }]);
    const nobody = await addRow(p.corp1, rights1, record.id, { kind: 'withdrawn' });
    expect(nobody.status).toBe(400);
    expect(nobody.body.data.errors).toMatchObject([{ field: 'member', rule: 'required' }]);
    expect(Object.values(await coverEnds(record.id))).toEqual([null, null, null]);
  });
});

describe('a hardship case exited (rights3 脱困退档)', () => {
  it('exits the file from the row’s day, once, and the worker may be filed again', async () => {
    const record = await approved(rights3, rights3.example);
    await added(p.federation, rights3, record.id, { kind: 'exit', date: '2026-10-15', note: '家庭收入已高于标准' });
    const file = () =>
      p.stack.db
        .selectFrom('hardship_file')
        .select(['state', sql<string | null>`exited_on::text`.as('exited')])
        .where('record_id', '=', record.id)
        .executeTakeFirstOrThrow();
    expect(await file()).toEqual({ state: 'exited', exited: '2026-10-15' });
    const [event] = await followUpEvents(record.processInstanceId);
    expect(await runApprovalEffects(p.stack.db, event!)).toMatchObject([{ done: 'file exited already' }]);
    expect(await file()).toEqual({ state: 'exited', exited: '2026-10-15' });
    // HS-on-file reads the exited file: a new case for the worker is taken.
    expect((await submit(rights3, rights3.example)).status).toBe(200);
  });
});

/** The id of the record's `n`th row of `kind`, as the follow-ups answer lists it. */
const rowId = (answer: { rows: { id: string; kind: string }[] }, kind: string, n = 0) => answer.rows.filter((r) => r.kind === kind)[n]!.id;

describe('a correction voiding an end (更正)', () => {
  it('opens the withdrawn member’s cover again: withdraw, correct, read as covered', async () => {
    const form = { ...rights1.example, planType: '3', amountPerHead: 5000, totalAmount: 5000, members: [members[1]!], headCount: 1 };
    const record = await approved(rights1, form);
    const withdrawn = await added(p.corp1, rights1, record.id, { kind: 'withdrawn', member: members[1]!.idCard });
    await added(p.corp1, rights1, record.id, { kind: 'correction', corrects: rowId(withdrawn, 'withdrawn'), note: '误操作减员' });
    expect(await coverEnds(record.id)).toEqual({ '110108********0422': null });
    // MA-covered reads the cover again: a 增员 filing of the member for the plan and year is refused.
    const again = await submit(rights1, { ...form, enrolKind: '2' });
    expect(again.status, JSON.stringify(again.body)).toBe(409);
    expect(again.body.data).toMatchObject({ reason: 'alreadyCovered', recordId: record.id });
  });

  it('undoes only the end the voided row wrote, once: a replay of the correction changes nothing', async () => {
    const year2027 = { coverageYear: 2027, coveragePeriod: { start: '2027-01-01', end: '2027-12-31' } };
    const record = await approved(rights1, { ...rights1.example, planType: '1', ...year2027 });
    const first = await added(p.corp1, rights1, record.id, { kind: 'withdrawn', member: ZHOU, date: '2026-06-30' });
    // A second withdrawal of the member wrote no end: voiding it leaves the first row's end.
    const second = await added(p.corp1, rights1, record.id, { kind: 'withdrawn', member: ZHOU, date: '2026-09-30' });
    await added(p.corp1, rights1, record.id, { kind: 'correction', corrects: rowId(second, 'withdrawn', 1), note: '重复减员' });
    expect((await coverEnds(record.id))['110108********1511']).toBe('2026-06-30');
    await added(p.corp1, rights1, record.id, { kind: 'correction', corrects: rowId(first, 'withdrawn'), note: '误操作减员' });
    expect((await coverEnds(record.id))['110108********1511']).toBeNull();
    // The member withdrawn again, then the first correction's event replayed: the new end stays.
    await added(p.corp1, rights1, record.id, { kind: 'withdrawn', member: ZHOU, date: '2026-11-30' });
    const firstCorrection = (await followUpEvents(record.processInstanceId))[3]!;
    expect(firstCorrection.payload).toMatchObject({ kind: 'correction', corrects: rowId(first, 'withdrawn') });
    expect(await runApprovalEffects(p.stack.db, firstCorrection)).toMatchObject([{ done: 'nothing ended by the voided row' }]);
    expect((await coverEnds(record.id))['110108********1511']).toBe('2026-11-30');
  });

  it('puts an exited hardship file on file again and opens the case', async () => {
    const form = { ...rights3.example, memberName: '周涛', accountHolder: '周涛', memberIdCard: ZHOU, memberSex: '1' };
    const record = await approved(rights3, form);
    const exited = await added(p.federation, rights3, record.id, { kind: 'exit', note: '家庭收入已高于标准' });
    const answer = await added(p.federation, rights3, record.id, { kind: 'correction', corrects: rowId(exited, 'exit'), note: '退档有误' });
    const file = await p.stack.db
      .selectFrom('hardship_file')
      .select(['state', 'exited_on'])
      .where('record_id', '=', record.id)
      .executeTakeFirstOrThrow();
    expect(file).toEqual({ state: 'onFile', exited_on: null });
    expect(answer.state.caseState).toBe('open');
    // HS-on-file holds the worker again.
    const again = await submit(rights3, form);
    expect(again.status, JSON.stringify(again.body)).toBe(409);
    expect(again.body.data).toMatchObject({ reason: 'alreadyOnFile' });
  });
});

describe('a claim (rights1 理赔申请)', () => {
  it('names a member of the record: refused 400 for one not on it, shown masked', async () => {
    const year2027 = { coverageYear: 2027, coveragePeriod: { start: '2027-01-01', end: '2027-12-31' } };
    const record = await approved(rights1, { ...rights1.example, planType: '2', amountPerHead: 2000, totalAmount: 6000, ...year2027 });
    const stranger = await addRow(p.corp1, rights1, record.id, { kind: 'claim', member: '110108197703030315', note: '住院' });
    expect(stranger.status).toBe(400);
    expect(stranger.body.data.errors).toMatchObject([{ field: 'member', rule: 'memberOnRecord' }]);
    const answer = await added(p.corp1, rights1, record.id, { kind: 'claim', member: LIU, note: '住院' });
    expect(answer.rows).toMatchObject([{ kind: 'claim', member: '110108********2316' }]);
    expect(JSON.stringify(answer)).not.toContain(LIU);
  });
});

describe('a yearly review (rights3 年度复核)', () => {
  it('sets the file’s category to the one it found, once per event', async () => {
    const form = { ...rights3.example, memberName: '刘建国', accountHolder: '刘建国', memberIdCard: LIU, memberSex: '1' };
    const record = await approved(rights3, form);
    const category = async () =>
      (await p.stack.db.selectFrom('hardship_file').select('category').where('record_id', '=', record.id).executeTakeFirstOrThrow())
        .category;
    await added(p.federation, rights3, record.id, { kind: 'review', outcome: '2', note: '收入有所增加，转为相对困难' });
    expect(await category()).toBe('2');
    await added(p.federation, rights3, record.id, { kind: 'review', outcome: '3', note: '再次复核' });
    // The first review's event replayed: the later review's category stays.
    const [first] = await followUpEvents(record.processInstanceId);
    expect(await runApprovalEffects(p.stack.db, first!)).toMatchObject([{ done: 'category set already' }]);
    expect(await category()).toBe('3');
  });

  it('is refused a category that is not of the dictionary', async () => {
    const form = { ...rights3.example, memberName: '王丽', accountHolder: '王丽', memberIdCard: '11010519491231002X', memberSex: '2' };
    const record = await approved(rights3, form);
    const answer = await addRow(p.federation, rights3, record.id, { kind: 'review', outcome: '9', note: '复核' });
    expect(answer.status).toBe(400);
    expect(answer.body.data.errors).toMatchObject([{ field: 'outcome', rule: 'dict' }]);
  });
});
