// The leave request (the spec's sample flow, group I `leave`): started and read through the desk calls,
// a real record of the catalogue module `leave` with its Temporal flow, history and task-list entries.
import { describe, expect, it } from 'vitest';
import { modules } from '../../catalogue';
import { BASIC, login, type ApiSession } from '../support';
import { FLOW, setup1Parties } from '../support/setup1-parties';

const LEAVE = '/api/blade-desk/process/leave';
const form = modules.leave!.example;

const p = setup1Parties();

async function startLeave(applicant: ApiSession, body: Record<string, unknown> = form) {
  const answer = await applicant.post(`${LEAVE}/start-process`, body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data as { businessId: string; processInstanceId: string };
}

async function leaveCount(): Promise<number> {
  const row = await p.stack.db
    .selectFrom('record')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('module', '=', 'leave')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The errors of a 400 answer, as field -> rule. */
function errorsOf(answer: { body: { data: { errors?: { field: string; rule: string; message: string }[] } } }) {
  return (answer.body.data.errors ?? []).map((e) => `${e.field}:${e.rule}`);
}

describe('starting a leave request', () => {
  it('creates the record and sends it to the parent union in one call', async () => {
    const { businessId, processInstanceId } = await startLeave(p.corp1);
    expect(processInstanceId).toBe(`leave-${businessId}`);
    const detail = await p.corp1.get(`${LEAVE}/detail`, { businessId });
    expect(detail.status).toBe(200);
    expect(detail.body.data).toMatchObject({ id: businessId, module: 'leave', state: 'in_review', processInstanceId });
    expect(detail.body.data.form).toMatchObject({ leaveType: '3', startTime: '2026-12-07', endTime: '2026-12-11', days: 5 });
  });

  it('gives the flow a history and the parent union a task, which it approves', async () => {
    const { businessId, processInstanceId } = await startLeave(p.corp1);
    const history = await p.corp1.get(`${FLOW}/process/history-flow-list`, { processInstanceId });
    expect(history.status).toBe(200);
    expect((history.body.data as { type: string }[]).map((e) => e.type)).toEqual(['flow.started', 'submitted', 'task.created']);

    const claim = await p.launion1.get(`${FLOW}/work/claim-list`, { module: 'leave', size: '100' });
    const task = claim.body.data.records.find((t: { recordId: string }) => t.recordId === businessId);
    expect(task, 'the leave request in the parent union’s claim list').toMatchObject({
      module: 'leave',
      actions: expect.arrayContaining(['approve']),
    });
    const done = await p.launion1.post(`${FLOW}/work/complete-task`, {
      taskId: task.taskId,
      processInstanceId,
      flag: 'ok',
      comment: '同意',
    });
    expect(done.status, JSON.stringify(done.body)).toBe(200);

    const detail = await p.corp1.get(`${LEAVE}/detail`, { businessId });
    expect(detail.body.data.state).toBe('approved');
  });

  it('is listed in the applicant’s send list', async () => {
    const { businessId } = await startLeave(p.corp1);
    const sent = await p.corp1.get('/api/blade-flow/work/send-list', { module: 'leave', size: '100' });
    expect(sent.status).toBe(200);
    expect(sent.body.data.records.some((r: { id: string }) => r.id === businessId)).toBe(true);
  });

  it('answers an exact repeat (the same Idempotency-Key) with the same record, creating one', async () => {
    const before = await leaveCount();
    const send = () =>
      p.stack.app.inject({
        method: 'POST',
        url: `${LEAVE}/start-process`,
        headers: { authorization: BASIC, 'miidc-auth': `bearer ${p.corp1.token}`, 'idempotency-key': 'leave-repeat-1' },
        payload: form,
      });
    const first = await send();
    const again = await send();
    expect(first.statusCode).toBe(200);
    expect(again.json().data).toEqual(first.json().data);
    expect(await leaveCount()).toBe(before + 1);
  });
});

describe('a leave request that breaks a rule', () => {
  it('is refused when the days exceed the days from the first to the last day, naming the field', async () => {
    const before = await leaveCount();
    const answer = await p.corp1.post(`${LEAVE}/start-process`, { ...form, startTime: '2026-12-07', endTime: '2026-12-09', days: 4 });
    expect(answer.status).toBe(400);
    expect(errorsOf(answer)).toEqual(['days:daysWithin']);
    expect(answer.body.msg).toContain('请假天数');
    expect(await leaveCount()).toBe(before);
  });

  it('accepts fewer days than the dates span (working days)', async () => {
    await startLeave(p.corp1, { ...form, startTime: '2026-12-04', endTime: '2026-12-08', days: 3 });
  });

  it('is refused when it ends before it starts', async () => {
    const answer = await p.corp1.post(`${LEAVE}/start-process`, { ...form, startTime: '2026-12-11', endTime: '2026-12-07', days: 1 });
    expect(answer.status).toBe(400);
    expect(errorsOf(answer)).toContain('startTime:notAfterField');
  });

  it('names only the date when a date is not one of the calendar', async () => {
    const answer = await p.corp1.post(`${LEAVE}/start-process`, { ...form, startTime: '2026-02-30', endTime: '2026-03-02', days: 3 });
    expect(answer.status).toBe(400);
    expect(errorsOf(answer)).toEqual(['startTime:date']);
  });

  it('is refused with a kind of leave the dictionary does not have', async () => {
    const answer = await p.corp1.post(`${LEAVE}/start-process`, { ...form, leaveType: '99' });
    expect(answer.status).toBe(400);
    expect(errorsOf(answer)).toEqual(['leaveType:dict']);
  });

  it('is refused with a contact number that is not a mobile number', async () => {
    const answer = await p.corp1.post(`${LEAVE}/start-process`, { ...form, mobile: '12345' });
    expect(answer.status).toBe(400);
    expect(errorsOf(answer)).toEqual(['mobile:mobile']);
  });

  it('is refused without a reason, naming the field', async () => {
    const { reason: _reason, ...rest } = form;
    const answer = await p.corp1.post(`${LEAVE}/start-process`, rest);
    expect(answer.status).toBe(400);
    expect(answer.body.msg).toContain('reason');
  });

  it('is refused when the body names a record id (start-process always creates a new one)', async () => {
    const answer = await p.corp1.post(`${LEAVE}/start-process`, { ...form, id: '123' });
    expect(answer.status).toBe(400);
  });
});

describe('who may start and read a leave request', () => {
  it('refuses an account of a kind that does not file leave requests (the federation reviewer)', async () => {
    const answer = await p.federation.post(`${LEAVE}/start-process`, form);
    expect(answer.status).toBe(403);
  });

  it('lets a higher union start one too (reviewed by the union above it)', async () => {
    await startLeave(p.launion1);
  });

  it('answers 404 for an unknown request', async () => {
    const answer = await p.corp1.get(`${LEAVE}/detail`, { businessId: '42' });
    expect(answer.status).toBe(404);
  });

  it('answers 403 to a union of the tenant outside the record’s scope', async () => {
    const { businessId } = await startLeave(p.corp1);
    const corp2 = await login(p.stack.app, 'corp2');
    const answer = await corp2.get(`${LEAVE}/detail`, { businessId });
    expect(answer.status).toBe(403);
  });

  it('lets the reviewing parent union read it', async () => {
    const { businessId } = await startLeave(p.corp1);
    const answer = await p.launion1.get(`${LEAVE}/detail`, { businessId });
    expect(answer.status).toBe(200);
  });

  it('answers 404 to another tenant', async () => {
    const { businessId } = await startLeave(p.corp1);
    const corp9 = await login(p.stack.app, 'corp9', '100001');
    const answer = await corp9.get(`${LEAVE}/detail`, { businessId });
    expect(answer.status).toBe(404);
  });

  it('answers 404 for a record of another module', async () => {
    const sent = await p.corp1.post('/api/blade-crop/crop/setup1/submit', modules.setup1!.example);
    const answer = await p.corp1.get(`${LEAVE}/detail`, { businessId: sent.body.data.id });
    expect(answer.status).toBe(404);
  });
});
