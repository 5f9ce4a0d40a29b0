// recordHonour on approval (honor1, innovationteam: modules without publicity): the approval of a
// record whose entry grants an honour on approval writes the event `honour.granted` and the honour
// row in the approval's transaction, once, awarded by the tenant's federation (or the approving higher
// union) by its name at the grant; the honour read model rebuilt from the events is the same.
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { modules, type ModuleEntry } from '../../catalogue';
import { appendEvents, rebuildHonours, withTenant, ALL_TENANTS, type Database } from '../../db';
import { createTestDatabase } from '../support';
import { fileApproved } from './effects-support';

// setup1 stands in for a module whose entry grants an honour on approval (honor1's entries come from another part).
const setup1 = modules.setup1 as ModuleEntry;
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let db: Kysely<Database>;

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  setup1.effects = { onApproved: 'recordHonour' };
  setup1.honour = { holder: 'team', on: 'approval', grant: { name: '区级模范职工之家', level: '4' } };
});
afterAll(async () => {
  delete setup1.effects;
  delete setup1.honour;
  await database?.drop();
});

const honours = () => db.selectFrom('honour').selectAll().orderBy('id').execute();

describe('recordHonour on approval', () => {
  it('writes the honour of the approved record to the honour read model, with its union, in the approval’s transaction', async () => {
    const filed = await fileApproved(db, { unionId: '1102', form: { unionName: '北京云图软件有限公司工会委员会' } });
    const rows = await honours();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      holder_type: 'team',
      holder_name: '北京云图软件有限公司工会委员会',
      id_card: null,
      union_id: '1102',
      honour_name: '区级模范职工之家',
      level: '4',
      awarding_body: '科技园区总工会',
      year: 2026,
      award_date: '2026-11-23',
      source_module: 'setup1',
      source_record_id: filed.recordId,
    });
    // The demo seeds register rows in the same log; the honour's events are what the approval wrote.
    const events = await db.selectFrom('selection_event').select(['stream', 'type']).where('stream', 'like', 'honour-%').execute();
    expect(events).toEqual([{ stream: `honour-${filed.recordId}`, type: 'honour.granted' }]);
  });

  it('runs once: a retried append of the approval writes no second honour', async () => {
    const filed = await fileApproved(db, { unionId: '1101', form: { unionName: '北京智联科技有限公司工会委员会' } });
    const before = (await honours()).length;
    expect((await withTenant('000000', () => appendEvents(db, filed.ref, filed.events))).appended).toBe(0);
    expect((await honours()).length).toBe(before);
  });

  it('grants honor1’s person or collective honour as the form’s category says, named as its dictionary labels the honour applied for', async () => {
    const person = await fileApproved(db, {
      module: 'honor1',
      unionId: '1101',
      form: { cate: 'person', personHonour: '1', name: '李秀梅', idCard: '110108198506120026' },
    });
    const team = await fileApproved(db, {
      module: 'honor1',
      unionId: '1102',
      form: { cate: 'team', teamHonour: '1', name: '北京云图软件有限公司工会委员会' },
    });
    const row = async (id: string) => (await honours()).find((h) => h.source_record_id === id);
    expect(await row(person.recordId)).toMatchObject({
      holder_type: 'person',
      holder_name: '李秀梅',
      id_card: '110108198506120026',
      honour_name: '优秀工会工作者',
      level: '4',
    });
    expect(await row(team.recordId)).toMatchObject({
      holder_type: 'team',
      holder_name: '北京云图软件有限公司工会委员会',
      id_card: null,
      honour_name: '模范职工之家',
    });
  });

  it('names innovationteam’s honour with the year of its approval, awarded by the street union that approved it', async () => {
    const team = await fileApproved(db, { module: 'innovationteam', unionId: '1101', form: { teamName: '激光精密加工创新团队' } });
    const row = (await honours()).find((h) => h.source_record_id === team.recordId);
    expect(row).toMatchObject({
      holder_type: 'team',
      holder_name: '激光精密加工创新团队',
      honour_name: '2026年度企业创新团队',
      level: '5',
      awarding_body: '中关村街道工会联合会',
    });
  });

  it('names as awarding body the federation of the record’s own tenant, as its union tree names it at the grant', async () => {
    await db.updateTable('union_org').set({ name: '第二租户职工总会' }).where('id', '=', '9000').execute();
    const other = await fileApproved(db, { tenantId: '100001', unionId: '9101', form: { unionName: '第二租户企业工会' } });
    const row = (await honours()).find((h) => h.source_record_id === other.recordId);
    expect(row).toMatchObject({ union_id: '9101', awarding_body: '第二租户职工总会' });
  });

  it('rebuilt from the events, holds the same rows, awarding bodies included after the federation is renamed', async () => {
    const before = await honours();
    await db.updateTable('union_org').set({ name: '海淀区总工会' }).where('id', '=', '1000').execute();
    await db.deleteFrom('honour').execute();
    expect(await withTenant(ALL_TENANTS, () => rebuildHonours(db))).toBe(before.length);
    expect(await honours()).toEqual(before);
    expect(before.filter((h) => h.awarding_body === '科技园区总工会').length).toBeGreaterThan(0);
  });
});
