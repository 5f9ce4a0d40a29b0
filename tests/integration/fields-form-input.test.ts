// Item 3 of issue 9: the server checks the new field kinds against what the database knows:
// dictionary keys, the tenant's unions, the union's accounts and the record's own uploads.
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FieldDef, ModuleEntry } from '../../catalogue';
import type { Database } from '../../db';
import { InvalidInputError } from '../../services/platform/core';
import { checkedForm } from '../../services/records/engine/form-input';
import { createTestDatabase } from '../support';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let db: Kysely<Database>;
let tenantId: string;
let unionId: string;
let personId: string;
let dictCode: string;
let dictKey: string;
const recordId = '990000000000000001';

const label = (zh: string) => ({ zh, en: zh });
const fields: FieldDef[] = [
  { name: 'title', kind: 'text', label: label('标题'), rules: [] },
  { name: 'kind', kind: 'dict', dict: 'placeholder', label: label('类别'), rules: [] },
  { name: 'kinds', kind: 'dictMulti', dict: 'placeholder', label: label('多个类别'), rules: [] },
  { name: 'union', kind: 'unionPicker', label: label('工会'), rules: [] },
  { name: 'person', kind: 'personPicker', label: label('联系人'), rules: [] },
  { name: 'photo', kind: 'image', label: label('照片'), rules: [] },
  { name: 'notes', kind: 'richText', label: label('说明'), rules: [] },
];
const entry = (): ModuleEntry => ({
  key: 'fieldsTest',
  group: 'T',
  title: label('字段测试'),
  titleField: 'title',
  fields: fields.map((f) => (f.dict ? { ...f, dict: dictCode } : f)),
  flowModel: { key: 'none', name: label('无'), stages: [] },
  draftTtlDays: 1,
  route: '/test',
  starters: ['corp'],
  example: {},
});

async function refused(body: Record<string, unknown>): Promise<{ field: string; rule: string }[]> {
  try {
    await checkedForm(db, entry(), tenantId, recordId, body, 'submit', 'zh');
  } catch (err) {
    if (err instanceof InvalidInputError) return err.errors.map((e) => ({ field: e.field, rule: e.rule }));
    throw err;
  }
  return [];
}

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  const user = await db
    .selectFrom('app_user')
    .select(['id', 'tenant_id', 'union_id'])
    .where('ident', '=', 'corp')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  tenantId = user.tenant_id;
  unionId = String(user.union_id);
  personId = String(user.id);
  const entryRow = await db
    .selectFrom('dict')
    .select(['code', 'dict_key'])
    .where('dict_key', 'is not', null)
    .where('is_deleted', '=', false)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  dictCode = entryRow.code;
  dictKey = entryRow.dict_key as string;
  await db
    .insertInto('attachment')
    .values([
      {
        id: '990000000000000011',
        tenant_id: tenantId,
        record_id: recordId,
        module: 'fieldsTest',
        name: 'a.png',
        mime: 'image/png',
        size: 10,
        object_key: 'k1',
        uploaded_by: personId,
        create_time: new Date(),
      },
      {
        id: '990000000000000012',
        tenant_id: tenantId,
        record_id: '990000000000000002',
        module: 'fieldsTest',
        name: 'b.png',
        mime: 'image/png',
        size: 10,
        object_key: 'k2',
        uploaded_by: personId,
        create_time: new Date(),
      },
    ])
    .execute();
});
afterAll(async () => {
  await database?.drop();
});

describe('a form checked by the server', () => {
  it('accepts known dictionary keys, unions, persons and the record’s own image', async () => {
    const body = { title: 'x', kind: dictKey, kinds: [dictKey], union: unionId, person: personId, photo: '990000000000000011' };
    expect(await refused(body)).toEqual([]);
  });

  it('refuses a dictionary key the dictionary does not have', async () => {
    expect(await refused({ kind: 'no-such-key', kinds: [dictKey, 'no-such-key'] })).toEqual([
      { field: 'kind', rule: 'dict' },
      { field: 'kinds', rule: 'dict' },
    ]);
  });

  it('refuses a union and a person the tenant does not have', async () => {
    expect(await refused({ union: '1', person: '2' })).toEqual([
      { field: 'union', rule: 'unionPicker' },
      { field: 'person', rule: 'personPicker' },
    ]);
  });

  it('refuses an upload of another record', async () => {
    expect(await refused({ photo: '990000000000000012' })).toEqual([{ field: 'photo', rule: 'attachments' }]);
  });

  it('stores rich text sanitised', async () => {
    const { form } = await checkedForm(db, entry(), tenantId, recordId, { notes: '<p>会议<script>x()</script></p>' }, 'draft', 'zh');
    expect(form.notes).toBe('<p>会议</p>');
  });
});
