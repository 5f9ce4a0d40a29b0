import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { modules } from '../../catalogue';
import { createDb, rebuildReadModels } from '../../db';
import { login, startTestStack, type TestStack } from '../support';

const M = '/api/blade-crop/crop/setup1';
const FLOW = '/api/blade-flow';
const form = modules.setup1!.example;

let stack: TestStack;

beforeAll(async () => {
  stack = await startTestStack();
  const corp1 = await login(stack.app, 'corp1');
  const corp3 = await login(stack.app, 'corp3');
  const launion1 = await login(stack.app, 'launion1');
  // A spread of flows: a draft, one in review with a claim, one returned, one withdrawn, one cancelled.
  await corp1.post(`${M}/saveDraft`, form);
  const ids: string[] = [];
  for (let i = 0; i < 4; i++) {
    const saved = await corp1.post(`${M}/submit`, { ...form, unionName: `测试${i}号工会委员会` });
    ids.push(saved.body.data.id);
  }
  const detail = async (id: string) => (await corp1.get(`${M}/detail`, { id })).body.data;
  const d0 = await detail(ids[0]!);
  await launion1.post(`${FLOW}/work/claim-task`, undefined, { taskId: d0.openTaskId });
  const d1 = await detail(ids[1]!);
  await launion1.post(`${FLOW}/work/complete-task`, {
    taskId: d1.openTaskId,
    processInstanceId: d1.processInstanceId,
    flag: 'back',
    comment: '补充',
  });
  const d2 = await detail(ids[2]!);
  await corp1.get(`${M}/rebackFlow`, { processInstanceId: d2.processInstanceId });
  const d3 = await detail(ids[3]!);
  await corp1.get(`${M}/removeFlow`, { id: d3.id, processInstanceId: d3.processInstanceId, reason: '作废' });
  await corp3.post(`${M}/submit`, form);
});
afterAll(async () => stack?.close());

describe('the read models', () => {
  it('are rebuilt from the events to exactly the rows that were there', async () => {
    const result = await rebuildReadModels(stack.db, { check: true });
    expect(result.differences).toEqual([]);
    expect(result.equal).toBe(true);
    expect(result.records).toBe(6);
    expect(result.events).toBeGreaterThan(20);
  });

  it('are found out when a row was changed behind the events’ back', async () => {
    await stack.db.updateTable('record').set({ title: '被篡改' }).where('state', '=', 'draft').execute();
    const result = await rebuildReadModels(stack.db, { check: true });
    expect(result.equal).toBe(false);
    expect(result.differences.join('\n')).toContain('被篡改');
    const repaired = await rebuildReadModels(stack.db, { check: false });
    expect(repaired.equal).toBe(false);
    expect((await rebuildReadModels(stack.db, { check: true })).equal).toBe(true);
  });
});

describe('a rebuild that writes', () => {
  /** Each record's row version (xmin): a row deleted and inserted again has a new one. */
  const versions = async () =>
    new Map(
      (await sql<{ id: string; v: string }>`select id::text as id, xmin::text as v from record`.execute(stack.db)).rows.map((r) => [
        r.id,
        r.v,
      ]),
    );

  it('rewrites only the rows that differ from the events and leaves the others as they are', async () => {
    const [changed] = await stack.db.selectFrom('record').select('id').orderBy('id').limit(1).execute();
    await stack.db.updateTable('record').set({ title: '被篡改' }).where('id', '=', changed!.id).execute();
    const before = await versions();
    const result = await rebuildReadModels(stack.db, { check: false });
    expect(result.differences).toHaveLength(1);
    const after = await versions();
    expect([...after.keys()].sort()).toEqual([...before.keys()].sort());
    expect([...before].filter(([id, v]) => after.get(id) !== v).map(([id]) => id)).toEqual([String(changed!.id)]);
    expect((await rebuildReadModels(stack.db, { check: true })).equal).toBe(true);
  });

  it('sets a record’s fields_limited again as flow_task’s trigger keeps it', async () => {
    const [limited] = await stack.db.selectFrom('record').select('id').where('fields_limited', '=', true).limit(1).execute();
    const target = limited ?? (await stack.db.selectFrom('record').select('id').limit(1).executeTakeFirstOrThrow());
    const was = limited !== undefined;
    await stack.db.updateTable('record').set({ fields_limited: !was }).where('id', '=', target.id).execute();
    const result = await rebuildReadModels(stack.db, { check: false });
    expect(result.differences.join('\n')).toContain(`record ${target.id}: differs`);
    const row = await stack.db.selectFrom('record').select('fields_limited').where('id', '=', target.id).executeTakeFirstOrThrow();
    expect(row.fields_limited).toBe(was);
  });

  it('changes nothing when it dies half-way, after it folded the events', async () => {
    const rows = async () => (await sql<{ r: unknown }>`select to_jsonb(t) as r from record t order by id`.execute(stack.db)).rows;
    await stack.db.updateTable('record').set({ title: '被篡改' }).where('state', '=', 'draft').execute();
    const before = await rows();
    const other = createDb(stack.config.databaseUrl!, { max: 1 });
    try {
      // The union tree held: the rebuild folds and stages every event, then waits to align the records' unions.
      await other.transaction().execute(async (trx) => {
        await sql`lock table union_org in access exclusive mode`.execute(trx);
        const rebuilding = rebuildReadModels(stack.db, { check: false });
        rebuilding.catch(() => undefined);
        let waiting: number | undefined;
        while (waiting === undefined) {
          const { rows: found } = await sql<{ pid: number }>`select pid from pg_stat_activity
            where datname = current_database() and wait_event_type = 'Lock' and pid <> pg_backend_pid()`.execute(trx);
          waiting = found[0]?.pid;
          if (waiting === undefined) await new Promise((resolve) => setTimeout(resolve, 20));
        }
        await sql`select pg_terminate_backend(${waiting})`.execute(trx);
        await expect(rebuilding).rejects.toThrow(/terminat/);
      });
    } finally {
      await other.destroy();
    }
    expect(await rows()).toEqual(before);
    await rebuildReadModels(stack.db, { check: false });
    expect((await rebuildReadModels(stack.db, { check: true })).equal).toBe(true);
  });
});

describe('the hash chains a rebuild checks', () => {
  // An event changed in place, as someone with the table's owner rights could (the store's trigger
  // set aside); set back afterwards.
  const tampering: [string, string, string][] = [
    ['its payload', `payload = payload || '{"amount": 1}'`, `payload = payload - 'amount'`],
    ['its time, by a millisecond', `at = at + interval '1 millisecond'`, `at = at - interval '1 millisecond'`],
  ];

  it.each(tampering)('name the event whose %s was changed behind the store’s back', async (_what, change, undo) => {
    const { process_instance_id: pid, seq } = await stack.db
      .selectFrom('flow_event')
      .select(['process_instance_id', 'seq'])
      .where('seq', '=', 2)
      .orderBy('process_instance_id')
      .limit(1)
      .executeTakeFirstOrThrow();
    const where = sql`where process_instance_id = ${pid} and seq = ${seq}`;
    const set = async (assignment: string) => {
      await sql`alter table flow_event disable trigger flow_event_no_change`.execute(stack.db);
      try {
        await sql`update flow_event set ${sql.raw(assignment)} ${where}`.execute(stack.db);
      } finally {
        await sql`alter table flow_event enable trigger flow_event_no_change`.execute(stack.db);
      }
    };
    await set(change);
    try {
      const result = await rebuildReadModels(stack.db, { check: true });
      expect(result.equal).toBe(false);
      expect(result.differences).toContain(`flow ${pid}: hash chain broken at event ${seq}`);
    } finally {
      await set(undo);
    }
    expect((await rebuildReadModels(stack.db, { check: true })).differences).toEqual([]);
  });
});

describe('the open tasks’ readers (task_reader)', () => {
  const readers = () => stack.db.selectFrom('task_reader').selectAll().orderBy('task_id').orderBy('reader').execute();

  it('are rebuilt with the tasks to exactly the rows projected live', async () => {
    const live = await readers();
    // The task in review with a claim reads by its candidate and its assignee; the others' by their candidates.
    expect(live.length).toBeGreaterThan(2);
    expect(live.some((r) => r.claimed && r.reader.startsWith('user:'))).toBe(true);
    const result = await rebuildReadModels(stack.db, { check: false });
    expect(result.differences).toEqual([]);
    expect(await readers()).toEqual(live);
  });

  it('are found out when one went missing behind the tasks’ back', async () => {
    const [first] = await readers();
    await stack.db.deleteFrom('task_reader').where('task_id', '=', first!.task_id).where('reader', '=', first!.reader).execute();
    const result = await rebuildReadModels(stack.db, { check: true });
    expect(result.differences.join('\n')).toContain(`reader ${first!.task_id} ${first!.reader}: not there before rebuild`);
    await rebuildReadModels(stack.db, { check: false });
    expect((await rebuildReadModels(stack.db, { check: true })).equal).toBe(true);
  });
});

describe('the event store', () => {
  it('refuses to change or delete an event', async () => {
    await expect(sql`update flow_event set type = 'approved'`.execute(stack.db)).rejects.toThrow(/append-only/);
    await expect(sql`delete from flow_event`.execute(stack.db)).rejects.toThrow(/append-only/);
  });

  it('chains each flow’s events by hash', async () => {
    const rows = await stack.db
      .selectFrom('flow_event')
      .select(['process_instance_id', 'seq', 'prev_hash', 'hash'])
      .orderBy('process_instance_id')
      .orderBy('seq')
      .execute();
    for (let i = 1; i < rows.length; i++) {
      const [prev, row] = [rows[i - 1]!, rows[i]!];
      if (row.seq > 1) expect(row.prev_hash).toBe(prev.hash);
    }
  });
});
