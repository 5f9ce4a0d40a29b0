import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { modules, type ModuleEntry } from '../../catalogue';
import { appendEvents, effectFor, effects, rebuildReadModels, withTenant, type Database, type Effect } from '../../db';
import { createTestDatabase } from '../support';
import { fileApproved, historyOf, unionRow } from './effects-support';

// setup1 stands in for a module whose entry declares an effect (the group B entries come later).
const setup1 = modules.setup1 as ModuleEntry;
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let db: Kysely<Database>;

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  setup1.effects = { onApproved: 'renameUnion', onStepApproved: { file: 'updateCertificate' } };
});
afterAll(async () => {
  delete setup1.effects;
  await database?.drop();
});

describe('the effect of an approval', () => {
  it('runs when the approval event is appended, in the same call', async () => {
    await fileApproved(db, { unionId: '1102', form: { newName: '北京云图科技有限公司工会委员会' } });
    expect((await unionRow(db, '1102')).name).toBe('北京云图科技有限公司工会委员会');
  });

  it('runs once: a retried append of the same events stores nothing and changes nothing again', async () => {
    const filed = await fileApproved(db, { unionId: '1102', form: { newName: '北京云图数据有限公司工会委员会' } });
    const history = (await historyOf(db, '1102')).length;
    // Renamed behind the effect's back: a second run would rename it again.
    await db.updateTable('union_org').set({ name: '手工改名' }).where('id', '=', '1102').execute();
    const again = await withTenant('000000', () => appendEvents(db, filed.ref, filed.events));
    expect(again.appended).toBe(0);
    expect((await unionRow(db, '1102')).name).toBe('手工改名');
    expect((await historyOf(db, '1102')).length).toBe(history);
    await db.updateTable('union_org').set({ name: '北京云图数据有限公司工会委员会' }).where('id', '=', '1102').execute();
  });

  it('fails with the approval: an effect that throws leaves the events unstored', async () => {
    const table = effects as Record<string, Effect>;
    const original = table.renameUnion!;
    table.renameUnion = () => Promise.reject(new Error('effect failed'));
    try {
      await expect(fileApproved(db, { unionId: '1102', form: { newName: '不会生效的名称工会' } })).rejects.toThrow('effect failed');
    } finally {
      table.renameUnion = original;
    }
    const stored = await db.selectFrom('flow_event').select('payload').where('type', '=', 'submitted').execute();
    expect(JSON.stringify(stored)).not.toContain('不会生效的名称工会');
  });

  it('is not run by a read-model rebuild, which leaves the records where their union stands in the tree', async () => {
    const filed = await fileApproved(db, { unionId: '1201', form: { newName: '北京星河智能有限公司工会委员会' } });
    // The union moved after the record was filed (as a transfer does).
    await db.updateTable('union_org').set({ parent_id: '1100', path: '/1000/1100/1201/' }).where('id', '=', '1201').execute();
    await db.updateTable('record').set({ union_path: '/1000/1100/1201/' }).where('union_id', '=', '1201').execute();
    const history = (await historyOf(db, '1201')).length;
    const result = await rebuildReadModels(db, { check: false });
    expect(result.differences).toEqual([]);
    expect((await historyOf(db, '1201')).length).toBe(history);
    const record = await db
      .selectFrom('record')
      .select(['union_path', 'union_name'])
      .where('id', '=', filed.recordId)
      .executeTakeFirstOrThrow();
    expect(record).toEqual({ union_path: '/1000/1100/1201/', union_name: '北京星河智能有限公司工会委员会' });
  });
});

describe('the effect of a step’s approval', () => {
  it('runs the entry’s effect for that step when `step.approved` is appended', async () => {
    const filed = await fileApproved(db, { unionId: '1101', form: { certUscc: '81110108MA01A1B2C3', certNo: '工法证字第9号' } });
    const reviewer = { id: '2002', name: '总工会审核员', union: '1000' };
    const appended = await withTenant('000000', () =>
      appendEvents(db, filed.ref, [
        ...filed.events,
        { seq: 4, at: '2026-11-24T02:00:00.000Z', actor: reviewer, type: 'step.approved', payload: { step: 'file', next: '' } },
      ]),
    );
    expect(appended.appended).toBe(1);
    const profile = await db.selectFrom('union_profile').select('sections').where('union_id', '=', '1101').executeTakeFirstOrThrow();
    expect(profile.sections.certificate).toMatchObject({ certNo: '工法证字第9号', changeDate: '2026-11-24' });
    // The union's code stands in its one place, not on the profile.
    expect((await unionRow(db, '1101')).credit_code).toBe('81110108MA01A1B2C3');
  });
});

describe('which effect an event calls for', () => {
  it('is the entry’s onApproved for `approved` and its onStepApproved of the step for `step.approved`', () => {
    expect(effectFor({ module: 'setup1', type: 'approved', payload: {} })).toEqual({ effects: [{ effect: 'renameUnion' }] });
    const stepEvent = { module: 'setup1', type: 'step.approved', payload: { step: 'file' } } as unknown as Parameters<typeof effectFor>[0];
    expect(effectFor(stepEvent)).toEqual({ effects: [{ effect: 'updateCertificate' }], step: 'file' });
    const otherStep = { module: 'setup1', type: 'step.approved', payload: { step: 'main' } } as unknown as Parameters<typeof effectFor>[0];
    expect(effectFor(otherStep)).toBeNull();
  });

  it('is the follow-up kind’s effect for `followUp.added`, with the row, and none for a kind without one', () => {
    const added = (kind: string) =>
      ({
        module: 'rights1',
        type: 'followUp.added',
        payload: { id: '5', kind, date: '2026-06-30', member: '110108198503122316' },
      }) as unknown as Parameters<typeof effectFor>[0];
    expect(effectFor(added('withdrawn'))).toEqual({
      effects: [{ effect: 'endCover' }],
      followUp: { id: '5', kind: 'withdrawn', date: '2026-06-30', member: '110108198503122316' },
    });
    expect(effectFor(added('claim'))).toBeNull();
  });

  it('is the correction kind’s undo for a correction, with the row it voids', () => {
    const correction = {
      module: 'rights1',
      type: 'followUp.added',
      payload: { id: '6', kind: 'correction', date: '2026-07-01', member: null, corrects: '5', outcome: null },
    } as unknown as Parameters<typeof effectFor>[0];
    expect(effectFor(correction)).toEqual({
      effects: [{ effect: 'undoEnd' }],
      followUp: { id: '6', kind: 'correction', date: '2026-07-01', member: null, corrects: '5' },
    });
  });

  it('is none for other events and for modules that declare no effect', () => {
    expect(effectFor({ module: 'setup1', type: 'submitted', payload: { form: {}, title: '', submission: 1 } })).toBeNull();
    expect(effectFor({ module: 'nosuchmodule', type: 'approved', payload: {} })).toBeNull();
  });
});
