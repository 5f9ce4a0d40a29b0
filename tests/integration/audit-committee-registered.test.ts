// finance8's approval registers the union's funds review committee (`auditCommitteeRegistered`): the
// committee's members are the union's finance committee, its chair the name the finance forms
// prefill (`auditChairName`), and `isSetup` answers the registration; the union's chair, its vice-chair
// in charge of finances or its finance staff on the committee is refused (`notSittingAs`, R-INDEP), nothing stored.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { modules } from '../../catalogue';
import {
  exampleToSend,
  login,
  recordCount,
  REVIEWER_ACCOUNTS,
  reviewThrough,
  startTestStack,
  type ApiSession,
  type TestStack,
} from '../support';

const crop = (key: string) => `/api/blade-crop/crop/${key}`;
const finance8 = modules.finance8!;

let stack: TestStack;
let corp1: ApiSession;
let reviewers: ApiSession[];

beforeAll(async () => {
  stack = await startTestStack();
  corp1 = await login(stack.app, 'corp1');
  reviewers = await Promise.all(REVIEWER_ACCOUNTS.map((a) => login(stack.app, a)));
});
afterAll(async () => {
  await stack?.close();
});

describe('the funds review committee registered', () => {
  it('isSetup answers a set-up union without a committee before any registration', async () => {
    const answer = await corp1.get(`${crop('finance8')}/isSetup`);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ setUp: true, registered: false, recordId: null, chair: null, openRecordId: null });
  });

  // R-INDEP: those who run the union's money, by their post on its committee in office (launtion_position).
  it.each([
    ['the union’s chair', '1', '刘晓东', 'members[4].name'],
    ['the vice-chair in charge of finances', '13', '陈静', 'members[3].name'],
    ['a vice-chair', '3', '陈静', 'members[3].name'],
    ['the union’s accountant', '15', '赵明', 'members[2].name'],
  ])('refuses %s as a committee member, naming the row, and stores nothing', async (_who, position, name, row) => {
    const officer = await stack.db
      .insertInto('union_officer')
      .values({
        id: `9900000000000000${position.padStart(2, '0')}`,
        tenant_id: '000000',
        union_id: '1101',
        committee: 'committee',
        name,
        position,
        is_chair: position === '1',
        details: '{}',
        start_date: '2024-01-01',
        end_date: null,
        term_no: 1,
        source_module: null,
        source_record_id: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    try {
      const before = await recordCount(stack.db, ['finance8']);
      const sent = await exampleToSend(stack.app, corp1, finance8);
      const answer = await corp1.post(`${crop('finance8')}/submit`, { ...sent.form, ...(sent.id ? { id: sent.id } : {}) });
      expect(answer.status).toBe(400);
      expect(answer.body.data.errors.map((e: { field: string; rule: string }) => [e.field, e.rule])).toEqual([[row, 'notSittingAs']]);
      expect(await recordCount(stack.db, ['finance8'])).toBe(before);
    } finally {
      await stack.db.deleteFrom('union_officer').where('id', '=', officer.id).execute();
    }
  });

  it('on approval names the chair the finance forms prefill, and isSetup answers the term', async () => {
    const sent = await exampleToSend(stack.app, corp1, finance8);
    const answer = await corp1.post(`${crop('finance8')}/submit`, { ...sent.form, ...(sent.id ? { id: sent.id } : {}) });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const { id, processInstanceId } = answer.body.data;
    await reviewThrough(reviewers, corp1, 'finance8', id, processInstanceId);
    const setup = await corp1.get(`${crop('finance8')}/isSetup`);
    expect(setup.body.data).toEqual({
      setUp: true,
      registered: true,
      recordId: String(id),
      term: { start: '2024-05-16', end: '2029-05-15' },
      chair: '王建华',
      openRecordId: null,
    });
    expect((await corp1.get(`${crop('finance2')}/prefill`)).body.data).toMatchObject({ auditChairName: '王建华' });
    const finance = await stack.db
      .selectFrom('union_officer')
      .select(['name', 'position'])
      .where('union_id', '=', '1101')
      .where('committee', '=', 'finance')
      .where('end_date', 'is', null)
      .orderBy('name')
      .execute();
    expect(finance).toHaveLength(5);
  });
});
