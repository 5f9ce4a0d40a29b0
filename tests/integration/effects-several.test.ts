import type { Kysely } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { modules, type ModuleEntry } from '../../catalogue';
import { effects, type Database, type Effect } from '../../db';
import { createTestDatabase } from '../support';
import { fileApproved, unionRow } from './effects-support';

// setup1 stands in for a module whose approval runs several effects (field1: the venues, then a 模范 level's honour).
const setup1 = modules.setup1 as ModuleEntry;
const table = effects as Record<string, Effect>;
const original = table.updateCommittee!;
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let db: Kysely<Database>;
/** What the stand-in second effect saw of the union, one entry a run. */
let seen: string[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  setup1.effects = {
    onApproved: [
      { effect: 'renameUnion' },
      { effect: 'updateCommittee', when: { kind: 'field', field: 'homeLevel', op: 'in', value: ['2', '3'] } },
    ],
  };
  table.updateCommittee = (ctx) => {
    seen.push(ctx.union.name);
    return Promise.resolve({ unionId: ctx.union.id, done: 'seen' });
  };
});
afterEach(() => {
  seen = [];
  table.updateCommittee = (ctx) => {
    seen.push(ctx.union.name);
    return Promise.resolve({ unionId: ctx.union.id, done: 'seen' });
  };
});
afterAll(async () => {
  delete setup1.effects;
  table.updateCommittee = original;
  await database?.drop();
});

describe('several effects on one approval', () => {
  it('run in the order listed, each seeing what the ones before it changed', async () => {
    await fileApproved(db, { unionId: '1102', form: { newName: '北京云图科技有限公司工会委员会', homeLevel: '2' } });
    expect((await unionRow(db, '1102')).name).toBe('北京云图科技有限公司工会委员会');
    expect(seen).toEqual(['北京云图科技有限公司工会委员会']);
  });

  it('skip an effect whose `when` does not hold of the approved form', async () => {
    await fileApproved(db, { unionId: '1102', form: { newName: '北京云图数据有限公司工会委员会', homeLevel: '1' } });
    expect((await unionRow(db, '1102')).name).toBe('北京云图数据有限公司工会委员会');
    expect(seen).toEqual([]);
  });

  it('fail together: a later effect that throws leaves the earlier one’s change and the approval unstored', async () => {
    const before = (await unionRow(db, '1201')).name;
    table.updateCommittee = () => Promise.reject(new Error('second effect failed'));
    await expect(fileApproved(db, { unionId: '1201', form: { newName: '不会生效的名称工会', homeLevel: '3' } })).rejects.toThrow(
      'second effect failed',
    );
    expect((await unionRow(db, '1201')).name).toBe(before);
    const stored = await db.selectFrom('flow_event').select('payload').where('type', '=', 'submitted').execute();
    expect(JSON.stringify(stored)).not.toContain('不会生效的名称工会');
  });
});
