// The registers kept by approvals (docs/forms/group-c.md "One register shape"): the effects that
// write the covered enterprises and the venues, proven on test-only entries (no group C module is
// built yet) whose approvals are written through `appendEvents` as the workflow writes them. Each
// change is an event on the row's stream, projected in the approval's transaction, once; a change
// that cannot be made is skipped with its reason and never fails the approval; the register rebuilt
// from its events alone is the same, its union paths re-read from the tree.
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_TENANTS, appendEvents, rebuildRegisters, withTenant, type Database, type NewFlowEvent } from '../../db';
import { rebuildRegisterTables } from '../../db/registers';
import { createTestDatabase, REGISTER_TEST_ENTRIES, withTestEntries } from '../support';
import { fileApproved, type FiledRecord } from './effects-support';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let db: Kysely<Database>;
let removeEntries: () => void;

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  removeEntries = withTestEntries(REGISTER_TEST_ENTRIES);
});
afterAll(async () => {
  removeEntries?.();
  await database?.drop();
});

const enterprise = {
  companyName: '北京星河餐饮管理有限公司',
  uscc: '91110108MA01XYZ12B',
  companyCategory: '1',
  companyAddress: '北京市海淀区上地十街1号',
  legalRepresentative: '周海',
  staffCount: 18,
  memberCount: 15,
  contactName: '吴敏',
  contactMobile: '13812341234',
  effectiveDate: '2026-11-20',
};

const rowOf = (id: string) => db.selectFrom('register_row').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const rowsOfRecord = (recordId: string) => db.selectFrom('register_row').selectAll().where('source_record_id', '=', recordId).execute();
const historyOfRecord = (recordId: string) =>
  db.selectFrom('register_history').selectAll().where('source_record_id', '=', recordId).orderBy('event_id').orderBy('id').execute();

async function cover(unionId: string, form: Record<string, unknown> = enterprise): Promise<{ filed: FiledRecord; rowId: string }> {
  const filed = await fileApproved(db, { module: 'testCoverEnterprise', unionId, form });
  const [row] = await rowsOfRecord(filed.recordId);
  return { filed, rowId: row ? String(row.id) : '' };
}

describe('coverEnterprise', () => {
  it('enters the enterprise into the covering union’s register from its effective date, keyed by its credit code', async () => {
    const { filed, rowId } = await cover('1101');
    expect(await rowOf(rowId)).toMatchObject({
      register: 'enterprise',
      union_id: '1101',
      union_path: '/1000/1100/1101/',
      row_key: '91110108MA01XYZ12B',
      name: '北京星河餐饮管理有限公司',
      state: 'active',
      recognised_on: '2026-11-20',
      source_module: 'testCoverEnterprise',
      data: expect.objectContaining({ staffCount: 18, contactMobile: '13812341234' }),
    });
    const events = await db.selectFrom('selection_event').select(['stream', 'type']).where('stream', '=', `register-${rowId}`).execute();
    expect(events).toEqual([{ stream: `register-${rowId}`, type: 'register.row.recorded' }]);
    expect((await historyOfRecord(filed.recordId)).map((h) => [h.field, h.before, h.after, h.outcome])).toEqual([
      ['state', null, 'active', 'done'],
    ]);
  });

  it('skips, with its reason on the history, an enterprise whose code another union already covers, and the approval stands', async () => {
    const { filed } = await cover('1201', { ...enterprise, uscc: '91110108MA01ABC34D' });
    const second = await fileApproved(db, {
      module: 'testCoverEnterprise',
      unionId: '1102',
      form: { ...enterprise, uscc: '91110108MA01ABC34D' },
    });
    expect(await rowsOfRecord(second.recordId)).toEqual([]);
    expect(await historyOfRecord(second.recordId)).toMatchObject([
      { field: 'coverEnterprise', outcome: 'skipped', reason: 'enterpriseCovered' },
    ]);
    const record = await db.selectFrom('record').select('state').where('id', '=', second.recordId).executeTakeFirstOrThrow();
    expect(record.state).toBe('approved');
    expect(await rowsOfRecord(filed.recordId)).toHaveLength(1);
  });

  it('runs once: a retried append of the approval appends no second event', async () => {
    const { filed, rowId } = await cover('1101', { ...enterprise, uscc: '91110108MA01RTY56F' });
    expect((await withTenant('000000', () => appendEvents(db, filed.ref, filed.events))).appended).toBe(0);
    const events = await db.selectFrom('selection_event').select('id').where('stream', '=', `register-${rowId}`).execute();
    expect(events).toHaveLength(1);
  });

  it('waits for a later effective date: nothing enters at the approval, the entry enters when the approval takes effect', async () => {
    const form = { ...enterprise, uscc: '91110108MA01LAT78H', effectiveDate: '2026-12-01' };
    const filed = await fileApproved(db, { module: 'testCoverEnterprise', unionId: '1101', form, effectiveOn: '2026-12-01' });
    expect(await rowsOfRecord(filed.recordId)).toEqual([]);
    const effective: NewFlowEvent = {
      seq: 4,
      at: '2026-11-30T16:00:00.000Z',
      actor: { id: null, name: '系统', union: '' },
      type: 'approval.effective',
      payload: { on: '2026-12-01' },
    };
    await withTenant('000000', () => appendEvents(db, filed.ref, [effective]));
    expect(await rowsOfRecord(filed.recordId)).toMatchObject([{ state: 'active', recognised_on: '2026-12-01' }]);
  });
});

describe('surveyEnterprise, renameEnterprise and removeEnterprise', () => {
  it('takes the surveyed figures and contact, each change kept with its value before, and never the name', async () => {
    const { rowId } = await cover('1101', { ...enterprise, uscc: '91110108MA01SUR90K' });
    const survey = await fileApproved(db, {
      module: 'testSurveyEnterprise',
      unionId: '1101',
      form: { enterpriseId: rowId, surveyYear: 2026, companyName: '别的名字', staffCount: 22, memberCount: 15, contactName: '吴敏' },
    });
    const row = await rowOf(rowId);
    expect(row.name).toBe('北京星河餐饮管理有限公司');
    expect(row.data).toMatchObject({ staffCount: 22, memberCount: 15, lastSurveyYear: '2026', lastSurveyId: survey.recordId });
    expect((await historyOfRecord(survey.recordId)).map((h) => [h.field, h.before, h.after])).toEqual([
      ['staffCount', 18, 22],
      ['lastSurveyYear', null, '2026'],
    ]);
  });

  it('renames the entry, keeping its credit code, and its history keeps the old name', async () => {
    const { rowId } = await cover('1101', { ...enterprise, uscc: '91110108MA01REN12M' });
    const rename = await fileApproved(db, {
      module: 'testRenameEnterprise',
      unionId: '1101',
      form: { enterpriseId: rowId, oldName: enterprise.companyName, newName: '北京星河餐饮集团有限公司', changeDate: '2026-11-10' },
    });
    expect(await rowOf(rowId)).toMatchObject({ name: '北京星河餐饮集团有限公司', row_key: '91110108MA01REN12M', state: 'active' });
    expect(await historyOfRecord(rename.recordId)).toMatchObject([
      { field: 'name', before: '北京星河餐饮管理有限公司', after: '北京星河餐饮集团有限公司' },
    ]);
  });

  it('removes the entry from its effective date with its reason; the code may then be covered again, and a later survey of it is skipped', async () => {
    const uscc = '91110108MA01REM34P';
    const { rowId } = await cover('1101', { ...enterprise, uscc });
    await fileApproved(db, {
      module: 'testRemoveEnterprise',
      unionId: '1101',
      form: {
        enterpriseId: rowId,
        removalReason: '3',
        effectiveDate: '2026-12-31',
        newUnionName: '北京星河餐饮管理有限公司工会',
        memberArrangement: '2',
      },
    });
    expect(await rowOf(rowId)).toMatchObject({ state: 'closed', closed_on: '2026-12-31', close_reason: '3' });
    const late = await fileApproved(db, { module: 'testSurveyEnterprise', unionId: '1101', form: { enterpriseId: rowId, staffCount: 30 } });
    expect(await historyOfRecord(late.recordId)).toMatchObject([{ outcome: 'skipped', reason: 'enterpriseRemoved', row_id: rowId }]);
    const again = await cover('1201', { ...enterprise, uscc });
    expect(await rowOf(again.rowId)).toMatchObject({ state: 'active', union_id: '1201' });
  });

  it('skips a change filed about another union’s entry', async () => {
    const { rowId } = await cover('1101', { ...enterprise, uscc: '91110108MA01OWN56R' });
    const rename = await fileApproved(db, {
      module: 'testRenameEnterprise',
      unionId: '1102',
      form: { enterpriseId: rowId, newName: '别人的新名字' },
    });
    expect(await historyOfRecord(rename.recordId)).toMatchObject([{ outcome: 'skipped', reason: 'notYourEnterprise' }]);
    expect((await rowOf(rowId)).name).toBe('北京星河餐饮管理有限公司');
  });
});

const venue = (venueId: string, venueName: string, venueType: string, area: number) => ({
  venueId,
  venueName,
  venueType,
  area,
  location: '智联大厦B座5层',
  openDays: '1',
  openFrom: '08:30',
  openTo: '17:30',
  managerName: '陈静',
  managerTel: '13900001111',
});

describe('recordVenues', () => {
  it('writes a declaration’s venues by their ids with their equipment, and a later one updates them and closes the home’s rooms it no longer lists', async () => {
    const first = await fileApproved(db, {
      module: 'testVenues',
      unionId: '1102',
      form: {
        venues: [venue('810001', '职工活动室', '1', 80), venue('810002', '职工健身房', '3', 60), venue('810003', '职工书屋', '4', 40)],
        equipment: [{ venueName: '职工健身房', item: '跑步机', quantity: 2 }],
      },
    });
    expect((await rowsOfRecord(first.recordId)).map((r) => [r.id, r.name, r.state])).toEqual([
      ['810001', '职工活动室', 'active'],
      ['810002', '职工健身房', 'active'],
      ['810003', '职工书屋', 'active'],
    ]);
    expect((await rowOf('810002')).data).toMatchObject({ equipment: [{ item: '跑步机', quantity: 2 }] });

    const second = await fileApproved(db, {
      module: 'testVenues',
      unionId: '1102',
      form: { venues: [venue('810001', '职工活动室', '1', 120)] },
    });
    expect(await rowOf('810001')).toMatchObject({
      state: 'active',
      data: expect.objectContaining({ area: 120 }),
      source_record_id: second.recordId,
    });
    expect(await rowOf('810002')).toMatchObject({ state: 'closed', close_reason: 'notDeclared' });
    // The bookroom has a declaration of its own: a 职工之家 declaration leaves it alone.
    expect((await rowOf('810003')).state).toBe('active');
    expect((await historyOfRecord(second.recordId)).map((h) => [h.row_id, h.field, h.before, h.after])).toEqual([
      ['810001', 'area', 80, 120],
      ['810002', 'state', 'active', 'closed'],
    ]);
  });

  it('writes a form of one venue (a room) under the record’s own id', async () => {
    const room = await fileApproved(db, { module: 'testVenues', unionId: '1101', form: venue('', '爱心妈咪小屋', '8', 12) });
    expect(await rowOf(room.recordId)).toMatchObject({ name: '爱心妈咪小屋', union_id: '1101', state: 'active' });
  });

  it('skips a venue row that names another union’s venue', async () => {
    const other = await fileApproved(db, {
      module: 'testVenues',
      unionId: '1101',
      form: { venues: [venue('810001', '冒名的活动室', '1', 10)] },
    });
    expect(await historyOfRecord(other.recordId)).toMatchObject([{ outcome: 'skipped', reason: 'notYourVenue', row_id: '810001' }]);
    expect((await rowOf('810001')).name).toBe('职工活动室');
  });
});

describe('the registers rebuilt from their events', () => {
  it('are the same rows and history as the live projection wrote', async () => {
    const differences: string[] = [];
    await withTenant(ALL_TENANTS, () => db.transaction().execute((trx) => rebuildRegisterTables(trx, differences)));
    expect(differences).toEqual([]);
  });

  it('give back a row lost or changed, with its union path as the tree has it now', async () => {
    await withTenant(ALL_TENANTS, async () => {
      await db.deleteFrom('register_history').where('row_id', '=', '810001').execute();
      await db.updateTable('register_row').set({ name: '改坏了', union_path: '/9/' }).where('id', '=', '810001').execute();
    });
    const before = await withTenant(ALL_TENANTS, () => rebuildRegisters(db));
    expect(before).toBeGreaterThan(0);
    expect(await rowOf('810001')).toMatchObject({ name: '职工活动室', union_path: '/1000/1100/1102/' });
    const differences: string[] = [];
    await withTenant(ALL_TENANTS, () => db.transaction().execute((trx) => rebuildRegisterTables(trx, differences)));
    expect(differences).toEqual([]);
  });
});
