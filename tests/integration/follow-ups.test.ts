// The `followUps` shape on the real servers (docs/forms/group-c-rights.md "Follow-up rows"), proven on
// a test-only relief (tests/support/test-only-module.ts; no rights module is built yet): rows only
// after approval, each side writing its own kinds, the module's rule (paid ≤ approved) with a
// correction voiding a row, the case closed by its closing row, the state on the list rows, the rows
// rebuilt from their events.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { beijingDate, addDays } from '../../catalogue';
import { rebuildReadModels } from '../../db';
import { moduleRoutes } from '../../services/records/engine';
import {
  FOLLOW_UP_TEST_ENTRY,
  grantModuleCalls,
  login,
  reviewFromClaimList,
  SAMPLE_PDF,
  startTestStack,
  uploadFile,
  withTestEntries,
  type ApiSession,
  type TestStack,
} from '../support';

const ENTRY = FOLLOW_UP_TEST_ENTRY;
const M = `/api/blade-crop/crop/${ENTRY.key}`;

let stack: TestStack;
let corp1: ApiSession;
let launion1: ApiSession;
let federation: ApiSession;
let launion2: ApiSession;

let leaveCatalogue: () => void;

beforeAll(async () => {
  stack = await startTestStack();
  // Before the app's first request: the test-only module's calls, its shapes' among them, as the engine registers a catalogue module's.
  await stack.app.register(moduleRoutes(ENTRY), { prefix: M });
  await grantModuleCalls(stack, ENTRY, M, { roles: ['corp', 'launion', 'federation'] });
  corp1 = await login(stack.app, 'corp1');
  launion1 = await login(stack.app, 'launion1');
  federation = await login(stack.app, 'federation');
  launion2 = await login(stack.app, 'launion2');
  // In the catalogue for this file once the app has started (its routes are mounted above), so a reviewer's
  // approval finds the module as it finds a catalogue one.
  leaveCatalogue = withTestEntries([ENTRY]);
});
afterAll(async () => {
  leaveCatalogue?.();
  await stack?.close();
});

/** A relief of corp1 in review with launion1. */
async function submitted(approvedAmount = 300000): Promise<string> {
  const answer = await corp1.post(`${M}/submit`, { ...ENTRY.example, approvedAmount });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data.id as string;
}

/** A relief of corp1 approved by launion1. */
async function approved(approvedAmount = 300000): Promise<string> {
  const id = await submitted(approvedAmount);
  await reviewFromClaimList(launion1, id, `${ENTRY.key}-${id}`, 'ok', '同意');
  return id;
}

const add = (session: ApiSession, id: string, row: Record<string, unknown>) =>
  session.post(`${M}/followUp`, { id, date: beijingDate(Date.now()), ...row });
const rowsOf = async (session: ApiSession, id: string) => {
  const answer = await session.get(`${M}/followUps`, { id });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data;
};

describe('before approval', () => {
  it('refuses a row with 409 notApproved', async () => {
    const id = await submitted();
    const answer = await add(launion1, id, { kind: 'paid', amount: 100000 });
    expect(answer.status).toBe(409);
    expect(answer.body.data).toMatchObject({ reason: 'notApproved', state: 'in_review' });
  });
});

describe('an approved case', () => {
  it('is open with its first payment due 7 days after the approval, and offers each side its own kinds', async () => {
    const id = await approved();
    const seen = await rowsOf(launion1, id);
    expect(seen.rows).toEqual([]);
    expect(seen.state).toEqual({
      caseState: 'open',
      nextDue: { kind: 'paid', kindName: '发放', day: addDays(beijingDate(Date.now()), 7) },
      overdue: false,
    });
    expect(seen.kinds.map((k: { kind: string }) => k.kind)).toEqual(['paid', 'visit', 'close', 'correction']);
    expect((await rowsOf(corp1, id)).kinds.map((k: { kind: string }) => k.kind)).toEqual(['visit']);
  });

  it('takes a payment from the reviewing union, answered by the payment being no longer due', async () => {
    const id = await approved();
    const answer = await add(launion1, id, { kind: 'paid', amount: 200000, note: '转账' });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data.rows).toMatchObject([
      { kind: 'paid', kindName: '发放', amount: 200000, writer: 'reviewer', actorName: expect.any(String) },
    ]);
    expect(answer.body.data.state).toEqual({ caseState: 'open', nextDue: null, overdue: false });
  });

  it('refuses the applicant a kind only reviewers write (409 followKindNotAllowed), and takes its visit', async () => {
    const id = await approved();
    const refused = await add(corp1, id, { kind: 'paid', amount: 100 });
    expect(refused.status).toBe(409);
    expect(refused.body.data.reason).toBe('followKindNotAllowed');
    const visit = await add(corp1, id, { kind: 'visit', note: '已走访' });
    expect(visit.status, JSON.stringify(visit.body)).toBe(200);
    expect(visit.body.data.rows.map((r: { writer: string }) => r.writer)).toEqual(['applicant']);
  });

  it('takes rows from a union above the reviewing one, and from nobody else', async () => {
    const id = await approved();
    expect((await add(federation, id, { kind: 'visit', note: '总工会回访' })).status).toBe(200);
    expect((await add(launion2, id, { kind: 'visit', note: '他人' })).status).toBe(404);
  });

  it('refuses a row without a field its kind needs, naming the field', async () => {
    const id = await approved();
    const answer = await add(launion1, id, { kind: 'paid' });
    expect(answer.status).toBe(400);
    expect(answer.body.data.errors).toMatchObject([{ field: 'amount', rule: 'required' }]);
  });
});

describe('the module’s rule: payments add up to at most the approved amount', () => {
  it('refuses a payment past the approved amount, naming the amount, and stores nothing', async () => {
    const id = await approved(300000);
    await add(launion1, id, { kind: 'paid', amount: 200000 });
    const answer = await add(launion1, id, { kind: 'paid', amount: 150000 });
    expect(answer.status).toBe(400);
    expect(answer.body.data.errors).toEqual([{ field: 'amount', rule: 'sumNotAbove', message: '累计金额3500.00元超过批准金额3000.00元' }]);
    expect((await rowsOf(launion1, id)).rows).toHaveLength(1);
  });

  it('counts a payment no more once a correction names it', async () => {
    const id = await approved(300000);
    const first = (await add(launion1, id, { kind: 'paid', amount: 200000 })).body.data.rows[0].id as string;
    const corrected = await add(launion1, id, { kind: 'correction', corrects: first, note: '金额录入有误' });
    expect(corrected.status, JSON.stringify(corrected.body)).toBe(200);
    expect((await add(launion1, id, { kind: 'paid', amount: 300000 })).status).toBe(200);
  });
});

describe('closing the case', () => {
  it('closes with its closing row, after which every row but a correction of it is refused (409 caseClosed)', async () => {
    const id = await approved();
    const closed = await add(launion1, id, { kind: 'close' });
    expect(closed.body.data.state).toEqual({ caseState: 'closed', nextDue: null, overdue: false });
    expect(closed.body.data.kinds).toEqual([expect.objectContaining({ kind: 'correction' })]);
    const after = await add(corp1, id, { kind: 'visit', note: '结案后' });
    expect(after.status).toBe(409);
    expect(after.body.data.reason).toBe('caseClosed');
  });
});

describe('what the rows leave on the record', () => {
  it('shows the case’s state on its list row and in its history', async () => {
    const id = await approved();
    await add(launion1, id, { kind: 'close' });
    const page = await corp1.get(`${M}/page`, { size: '50' });
    const row = page.body.data.records.find((r: { id: string }) => r.id === id);
    expect(row.followUp).toEqual({ caseState: 'closed', nextDue: null, overdue: false, rows: 1 });
    const history = await stack.db.selectFrom('flow_event').select('type').where('record_id', '=', id).orderBy('seq').execute();
    expect(history.at(-1)?.type).toBe('followUp.added');
  });

  it('takes a file uploaded for a row, and refuses a file that is not the record’s', async () => {
    const id = await approved();
    const other = await approved();
    const fileId = await uploadFile(stack.app, launion1, `${M}/followUpUpload`, id, {
      name: '凭证.pdf',
      type: 'application/pdf',
      content: SAMPLE_PDF,
    });
    const answer = await add(launion1, id, { kind: 'paid', amount: 1000, files: [fileId] });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data.rows[0].files).toEqual([fileId]);
    const elsewhere = await add(launion1, other, { kind: 'paid', amount: 1000, files: [fileId] });
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body.data.errors).toMatchObject([{ field: 'files', rule: 'recordFile' }]);
  });

  it('is rebuilt from the events to the same rows', async () => {
    const id = await approved();
    await add(launion1, id, { kind: 'paid', amount: 1000 });
    const result = await rebuildReadModels(stack.db, { check: true });
    expect(result.differences).toEqual([]);
    await stack.db.deleteFrom('record_follow_up').where('record_id', '=', id).execute();
    expect((await rebuildReadModels(stack.db, { check: true })).differences.join('\n')).toContain('follow-up');
  });
});

describe('the calls in the OpenAPI document', () => {
  it('are marked as beyond calls.tsv, with the reason (x-inferred)', async () => {
    const doc = (await stack.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{
      paths: Record<string, Record<string, Record<string, unknown>>>;
    }>();
    for (const [method, call] of [
      ['post', 'followUp'],
      ['get', 'followUps'],
      ['post', 'followUpUpload'],
      ['get', 'followUpsExport'],
    ] as const)
      expect(doc.paths[`${M}/${call}`]?.[method]?.['x-inferred'], call).toMatch(/followUps/);
    expect(doc.paths[`${M}/detail`]?.get?.['x-inferred']).toBeUndefined();
  });
});
