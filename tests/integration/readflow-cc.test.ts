// 知会 (readflow): a deployed model copies accounts on a stage (`cc`); the flow sends them a read-only
// task they acknowledge. Acknowledging is a receipt in the read model: the record and its flow do not change.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, startTestStack, type ApiSession, type TestStack } from '../support';
import { chainGraph, deployGraph, FLOW, READFLOW, review, stage, startLeave, submitSetup1, type Ref } from './flow-follow-support';

interface CcRow {
  id: string;
  processInstanceId: string;
  recordId: string;
  module: string;
  moduleName: string;
  title: string;
  unionName: string;
  stageKey: string;
  stageName: string;
  read: boolean;
  readBy: string | null;
  readName: string | null;
  readTime: string | null;
}

let stack: TestStack;
let corp1: ApiSession;
let launion1: ApiSession;
let launion2: ApiSession;
let federation: ApiSession;

beforeAll(async () => {
  stack = await startTestStack();
  corp1 = await login(stack.app, 'corp1');
  launion1 = await login(stack.app, 'launion1');
  launion2 = await login(stack.app, 'launion2');
  federation = await login(stack.app, 'federation');
  // The parent union approves, the administrators file it; the federation's reviewers and launion2's account are told of the first stage, the federation of the second.
  await deployGraph(
    stack.db,
    '000000',
    'leave',
    chainGraph('leave', [
      stage('launion', '上级工会审批', [{ kind: 'applicantParent' }], {
        cc: [
          { kind: 'role', role: 'federation' },
          { kind: 'users', userIds: ['2004'] },
        ],
      }),
      stage('filing', '管理员备案', [{ kind: 'role', role: 'administrator' }], { cc: [{ kind: 'role', role: 'federation' }] }),
    ]),
  );
});
afterAll(async () => stack?.close());

async function unread(caller: ApiSession): Promise<CcRow[]> {
  const answer = await caller.get(`${READFLOW}/list`, { size: '1000' });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data.records as CcRow[];
}

const ofFlow = (rows: CcRow[], ref: Ref) => rows.filter((r) => r.processInstanceId === ref.pid);

async function eventCount(ref: Ref): Promise<number> {
  const row = await stack.db
    .selectFrom('flow_event')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('process_instance_id', '=', ref.pid)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('the 知会 list', () => {
  it('shows each account told of a stage its unread 知会, with the record and the stage', async () => {
    const ref = await startLeave(corp1);
    for (const told of [federation, launion2]) {
      const rows = ofFlow(await unread(told), ref);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        recordId: ref.id,
        module: 'leave',
        moduleName: '请假审批',
        title: '年度带薪年休假',
        unionName: '北京智联科技有限公司工会',
        stageKey: 'launion',
        stageName: '上级工会审批',
        read: false,
        readBy: null,
      });
    }
  });

  it('shows nothing to those not told (the applicant, the reviewer)', async () => {
    const ref = await startLeave(corp1);
    expect(ofFlow(await unread(corp1), ref)).toEqual([]);
    expect(ofFlow(await unread(launion1), ref)).toEqual([]);
  });

  it('names the 知会 and whom it went to in the applicant’s history', async () => {
    const ref = await startLeave(corp1);
    const history = await corp1.get(`${FLOW}/process/history-flow-list`, { processInstanceId: ref.pid });
    const cc = history.body.data.find((e: { type: string }) => e.type === 'cc.sent');
    expect(cc).toMatchObject({ typeName: '知会', actorName: '系统', stageName: '上级工会审批', actorUnion: '总工会审核员、上地街道工会' });
  });
});

describe('acknowledging one 知会 (completeTask)', () => {
  it('marks it read by the caller, for every account told of it, and changes nothing of the record', async () => {
    const ref = await startLeave(corp1);
    const before = await eventCount(ref);
    const [cc] = ofFlow(await unread(federation), ref);
    const answer = await federation.post(`${READFLOW}/completeTask`, undefined, { id: cc!.id });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data).toMatchObject({ id: cc!.id, read: true, readBy: '2002', readName: '总工会审核员' });
    expect(answer.body.data.readTime).toMatch(/^\d{4}-\d{2}-\d{2} /);
    expect(ofFlow(await unread(federation), ref)).toEqual([]);
    expect(ofFlow(await unread(launion2), ref)).toEqual([]);
    expect(await eventCount(ref)).toBe(before);
    const record = await stack.db.selectFrom('record').select('state').where('process_instance_id', '=', ref.pid).executeTakeFirstOrThrow();
    expect(record.state).toBe('in_review');
  });

  it('answers one already read as it is, its first reader kept', async () => {
    const ref = await startLeave(corp1);
    const [cc] = ofFlow(await unread(federation), ref);
    const first = await federation.post(`${READFLOW}/completeTask`, undefined, { id: cc!.id });
    const again = await launion2.post(`${READFLOW}/completeTask`, undefined, { id: cc!.id });
    expect(again.status).toBe(200);
    expect(again.body.data).toEqual(first.body.data);
  });

  it('is 403 for an account not told of it, and leaves it unread', async () => {
    const ref = await startLeave(corp1);
    const [cc] = ofFlow(await unread(federation), ref);
    const answer = await launion1.post(`${READFLOW}/completeTask`, undefined, { id: cc!.id });
    expect(answer.status).toBe(403);
    expect(ofFlow(await unread(federation), ref)).toHaveLength(1);
  });

  it('is 404 for an unknown one, and for another tenant’s', async () => {
    expect((await federation.post(`${READFLOW}/completeTask`, undefined, { id: '42-1' })).status).toBe(404);
    const ref = await startLeave(corp1);
    const [cc] = ofFlow(await unread(federation), ref);
    const admin2 = await login(stack.app, 'admin2', '100001');
    expect((await admin2.post(`${READFLOW}/completeTask`, undefined, { id: cc!.id })).status).toBe(404);
    expect(ofFlow(await unread(federation), ref)).toHaveLength(1);
  });
});

describe('acknowledging all of a flow’s 知会 (completeTaskByPid)', () => {
  it('marks every unread one of the caller’s in the flow read, and only those', async () => {
    const ref = await startLeave(corp1);
    await review(launion1, ref);
    expect(ofFlow(await unread(federation), ref).map((r) => r.stageKey)).toEqual(expect.arrayContaining(['launion', 'filing']));
    const other = await startLeave(corp1);
    const answer = await federation.post(`${READFLOW}/completeTaskByPid`, undefined, { pid: ref.pid });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({ count: 2 });
    expect(ofFlow(await unread(federation), ref)).toEqual([]);
    expect(ofFlow(await unread(federation), other)).toHaveLength(1);
    const again = await federation.post(`${READFLOW}/completeTaskByPid`, undefined, { pid: ref.pid });
    expect(again.body.data).toEqual({ count: 0 });
  });

  it('marks nothing of an account not told (count 0)', async () => {
    const ref = await startLeave(corp1);
    const answer = await launion1.post(`${READFLOW}/completeTaskByPid`, undefined, { pid: ref.pid });
    expect(answer.body.data).toEqual({ count: 0 });
    expect(ofFlow(await unread(federation), ref)).toHaveLength(1);
  });

  it('is 404 for a flow with no 知会', async () => {
    const ref = await submitSetup1(corp1);
    expect((await federation.post(`${READFLOW}/completeTaskByPid`, undefined, { pid: ref.pid })).status).toBe(404);
  });
});

describe('who may read 知会', () => {
  it('refuses a sub-account granted only the member pages (403)', async () => {
    const sub = await login(stack.app, 'corp1sub');
    expect((await sub.get(`${READFLOW}/list`)).status).toBe(403);
  });
});
