import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyEffect, type Database, type EffectTrigger } from '../../db';
import { createTestDatabase } from '../support';
import { fileApproved, historyOf, unionRow } from './effects-support';

// Each effect applied on a direct call to a real Postgres; the demo tree: federation 1000, launion
// 1100 (corp 1101, 1102) and 1200 (corp 1201).
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let db: Kysely<Database>;

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
});
afterAll(async () => database?.drop());

const trigger = (recordId: string, at = '2026-11-23T02:00:00.000Z'): EffectTrigger => ({
  tenantId: '000000',
  recordId,
  at: new Date(at),
  actor: { id: '2002', name: '总工会审核员' },
});

const officersOf = (unionId: string) => db.selectFrom('union_officer').selectAll().where('union_id', '=', unionId).orderBy('id').execute();
const profileOf = (unionId: string) => db.selectFrom('union_profile').selectAll().where('union_id', '=', unionId).executeTakeFirst();

describe('createUnion', () => {
  it('establishes the placeholder union of an enterprise account in place, with the approved name, members and committee', async () => {
    const filed = await fileApproved(db, {
      unionId: '1101',
      form: {
        unionName: '北京智联科技有限公司工会委员会',
        meetingDate: '2026-11-01',
        memberCount: 80,
        femaleMembers: 30,
        committee: [
          { name: '王强', position: '主席', sex: '1' },
          { name: '李娜', position: '委员' },
        ],
        finCommittee: [{ name: '赵敏', position: '主任' }],
      },
    });
    const outcome = await applyEffect(db, 'createUnion', trigger(filed.recordId));
    expect(outcome).toEqual({ unionId: '1101', done: 'established' });
    const union = await unionRow(db, '1101');
    expect(union.name).toBe('北京智联科技有限公司工会委员会');
    expect(union.path).toBe('/1000/1100/1101/');
    const account = await db.selectFrom('app_user').select('name').where('account', '=', 'corp1').executeTakeFirstOrThrow();
    expect(account.name).toBe('北京智联科技有限公司工会委员会');
    const record = await db.selectFrom('record').select('union_name').where('id', '=', filed.recordId).executeTakeFirstOrThrow();
    expect(record.union_name).toBe('北京智联科技有限公司工会委员会');
    const profile = await profileOf('1101');
    expect(profile).toMatchObject({ established_on: '2026-11-01', status: 'active', member_count: 80, female_members: 30 });
    expect(profile?.sections.chair).toEqual({ chairName: '王强' });
    const officers = await officersOf('1101');
    expect(officers.map((o) => [o.committee, o.name, o.is_chair, o.start_date, o.end_date])).toEqual([
      ['committee', '王强', true, '2026-11-23', null],
      ['committee', '李娜', false, '2026-11-23', null],
      ['finance', '赵敏', false, '2026-11-23', null],
    ]);
    const history = await historyOf(db, '1101');
    expect(history.find((h) => h.section === 'name')).toMatchObject({
      before: { name: '北京智联科技有限公司工会' },
      after: { name: '北京智联科技有限公司工会委员会' },
      source_module: 'setup1',
      source_record_id: filed.recordId,
      actor_name: '总工会审核员',
    });
  });

  it('moves the placeholder under the higher union the form chose', async () => {
    const filed = await fileApproved(db, { unionId: '1102', form: { unionName: '北京云图软件有限公司工会委员会', higherUnion: '1200' } });
    await applyEffect(db, 'createUnion', trigger(filed.recordId));
    const union = await unionRow(db, '1102');
    expect(String(union.parent_id)).toBe('1200');
    expect(union.path).toBe('/1000/1200/1102/');
    const record = await db.selectFrom('record').select('union_path').where('id', '=', filed.recordId).executeTakeFirstOrThrow();
    expect(record.union_path).toBe('/1000/1200/1102/');
  });

  it('gives a union a higher union registers a node of its own under it, with a main account holding the enterprise role', async () => {
    const filed = await fileApproved(db, { unionId: '1200', form: { unionName: '北京晨光电子有限公司工会委员会', memberCount: 40 } });
    const outcome = await applyEffect(db, 'createUnion', trigger(filed.recordId));
    expect(outcome.done).toBe('created');
    const union = await unionRow(db, outcome.unionId!);
    expect(union).toMatchObject({ name: '北京晨光电子有限公司工会委员会', kind: 'corp', path: `/1000/1200/${outcome.unionId}/` });
    const account = await db
      .selectFrom('app_user as u')
      .innerJoin('user_role as ur', 'ur.user_id', 'u.id')
      .innerJoin('role as r', 'r.id', 'ur.role_id')
      .select(['u.account', 'u.ident', 'u.password_hash', 'r.role_alias'])
      .where('u.union_id', '=', outcome.unionId!)
      .executeTakeFirstOrThrow();
    expect(account).toEqual({ account: `union${outcome.unionId}`, ident: 'corp', password_hash: 'locked$', role_alias: 'corp' });
    expect((await profileOf(outcome.unionId!))?.member_count).toBe(40);
  });

  it('records the kind of union organ5 registered on its profile: a joint union may then file the covered enterprises', async () => {
    const filed = await fileApproved(db, { unionId: '1200', form: { unionName: '上地创业园联合工会委员会', unionKind: 'ally' } });
    const outcome = await applyEffect(db, 'createUnion', trigger(filed.recordId));
    expect((await profileOf(outcome.unionId!))?.sections).toMatchObject({ organisation: { unionKind: 'ally' } });
  });

  it('hangs a new union under the union of the stage that approved it when the form names none, never under an enterprise applicant', async () => {
    // 1102 stands established: a set-up it files makes a union of its own, which its reviewer (1200 here) took in.
    await db
      .insertInto('union_profile')
      .values({ union_id: '1102', tenant_id: '000000', established_on: '2020-01-01' })
      .onConflict((oc) => oc.column('union_id').doUpdateSet({ established_on: '2020-01-01' }))
      .execute();
    const filed = await fileApproved(db, { unionId: '1102', form: { unionName: '北京云图二分公司工会委员会' } });
    await db
      .insertInto('flow_task')
      .values({
        id: '777002',
        tenant_id: '000000',
        process_instance_id: filed.processInstanceId,
        record_id: filed.recordId,
        module: 'setup2',
        title: 't',
        union_name: 'u',
        applicant_name: 'a',
        stage: 1,
        stage_key: 'higher',
        stage_name: '上级工会审批',
        candidates: ['union:1200'],
        create_time: new Date(),
        due_time: new Date(),
        outcome: 'approve',
        complete_time: new Date(),
      })
      .execute();
    const outcome = await applyEffect(db, 'createUnion', trigger(filed.recordId));
    expect(outcome.done).toBe('created');
    expect(await unionRow(db, outcome.unionId!)).toMatchObject({ path: `/1000/1200/${outcome.unionId}/`, union_type: 'normal' });
  });

  it('hangs it under the applicant’s own higher union when neither the form nor a stage names one', async () => {
    const filed = await fileApproved(db, { unionId: '1102', form: { unionName: '北京云图三分公司工会委员会' } });
    const outcome = await applyEffect(db, 'createUnion', trigger(filed.recordId));
    const applicant = await unionRow(db, '1102');
    expect(await unionRow(db, outcome.unionId!)).toMatchObject({ parent_id: applicant.parent_id, union_type: 'normal' });
  });

  it('ignores a higher union that is not one (an enterprise union) and keeps the tree as it was', async () => {
    const filed = await fileApproved(db, { unionId: '1201', form: { unionName: '北京星河数据有限公司工会委员会', higherUnion: '1101' } });
    await applyEffect(db, 'createUnion', trigger(filed.recordId));
    expect((await unionRow(db, '1201')).path).toBe('/1000/1200/1201/');
  });
});

describe('renameUnion', () => {
  it('renames the union in the tree, on its account, its records and their tasks, and keeps the old name in the history', async () => {
    const before = (await unionRow(db, '1201')).name;
    const filed = await fileApproved(db, {
      unionId: '1201',
      form: { newName: '北京星河智能有限公司工会委员会', unitNewName: '北京星河智能有限公司' },
    });
    await db
      .insertInto('flow_task')
      .values({
        id: '777001',
        tenant_id: '000000',
        process_instance_id: filed.processInstanceId,
        record_id: filed.recordId,
        module: 'setup1',
        title: 't',
        union_name: before,
        applicant_name: 'a',
        stage: 1,
        stage_key: 's',
        stage_name: 's',
        candidates: [],
        create_time: new Date(),
        due_time: new Date(),
      })
      .execute();
    await applyEffect(db, 'renameUnion', trigger(filed.recordId));
    expect((await unionRow(db, '1201')).name).toBe('北京星河智能有限公司工会委员会');
    const account = await db.selectFrom('app_user').select('name').where('account', '=', 'corp3').executeTakeFirstOrThrow();
    expect(account.name).toBe('北京星河智能有限公司工会委员会');
    const task = await db.selectFrom('flow_task').select('union_name').where('id', '=', '777001').executeTakeFirstOrThrow();
    expect(task.union_name).toBe('北京星河智能有限公司工会委员会');
    const history = await historyOf(db, '1201');
    expect(history.filter((h) => h.section === 'name').at(-1)).toMatchObject({
      before: { name: before },
      after: { name: '北京星河智能有限公司工会委员会' },
    });
    expect((await profileOf('1201'))?.sections.unit).toEqual({ unitName: '北京星河智能有限公司' });
  });

  it('leaves a union whose approved name is its present one untouched', async () => {
    const filed = await fileApproved(db, { unionId: '1201', form: { newName: '北京星河智能有限公司工会委员会' } });
    const count = (await historyOf(db, '1201')).length;
    expect((await applyEffect(db, 'renameUnion', trigger(filed.recordId))).done).toBe('unchanged');
    expect((await historyOf(db, '1201')).length).toBe(count);
  });
});

describe('transferOut and transferIn', () => {
  it('moves a union and the unions below it, with their records, to the receiving union in the portal', async () => {
    // A branch union under 1201, so the subtree moves too.
    await db
      .insertInto('union_org')
      .values({
        id: '1299',
        tenant_id: '000000',
        parent_id: '1201',
        name: '分会',
        kind: 'corp',
        path: '/1000/1200/1201/1299/',
        credit_code: null,
        region_code: null,
      })
      .execute();
    const filed = await fileApproved(db, { unionId: '1201', form: { targetHigher: '1100', memberCount: 55, transferDate: '2026-12-01' } });
    const outcome = await applyEffect(db, 'transferOut', trigger(filed.recordId));
    expect(outcome.done).toBe('moved');
    expect(await unionRow(db, '1201')).toMatchObject({ path: '/1000/1100/1201/' });
    expect(String((await unionRow(db, '1201')).parent_id)).toBe('1100');
    expect((await unionRow(db, '1299')).path).toBe('/1000/1100/1201/1299/');
    const records = await db.selectFrom('record').select('union_path').where('union_id', '=', '1201').execute();
    expect(records.length).toBeGreaterThan(0);
    for (const r of records) expect(r.union_path).toBe('/1000/1100/1201/');
    const profile = await profileOf('1201');
    expect(profile).toMatchObject({ member_count: 55, status: 'active' });
    expect(profile?.sections.transfer).toMatchObject({ direction: 'out', from: '1200', date: '2026-12-01' });
    expect((await historyOf(db, '1201')).find((h) => h.section === 'parent')).toMatchObject({
      before: { parentId: '1200', path: '/1000/1200/1201/' },
      after: { parentId: '1100', path: '/1000/1100/1201/' },
    });
  });

  it('releases a union going outside the portal to the tenant’s root, marked transferred out', async () => {
    const filed = await fileApproved(db, { unionId: '1201', form: { targetHigher: '外区某街道总工会' } });
    expect((await applyEffect(db, 'transferOut', trigger(filed.recordId))).done).toBe('released');
    expect((await unionRow(db, '1201')).path).toBe('/1000/1201/');
    expect((await profileOf('1201'))?.status).toBe('transferredOut');
  });

  it('places a union coming in under its new higher union with the member count and employer of the form, and no officers or code', async () => {
    const filed = await fileApproved(db, {
      unionId: '1201',
      form: {
        newHigher: '1200',
        memberCount: 60,
        femaleMembers: 20,
        chairName: '周杰',
        uscc: '81110108MA01A1B2C3',
        unitName: '北京星河数据有限公司',
        unitUscc: '91110108MA01H3CC07',
      },
    });
    expect((await applyEffect(db, 'transferIn', trigger(filed.recordId))).done).toBe('moved');
    expect((await unionRow(db, '1201')).path).toBe('/1000/1200/1201/');
    expect((await unionRow(db, '1299')).path).toBe('/1000/1200/1201/1299/');
    const profile = await profileOf('1201');
    expect(profile).toMatchObject({ status: 'active', member_count: 60, female_members: 20 });
    // A transfer carries no officers and no code: the chair is elected, the code registered (setup3).
    expect(profile?.sections.chair).toBeUndefined();
    expect(profile?.sections.certificate).toBeUndefined();
    expect((await unionRow(db, '1201')).credit_code).toBeNull();
    expect(profile?.sections.unit).toMatchObject({ unitName: '北京星河数据有限公司', unitUscc: '91110108MA01H3CC07' });
    const members = (await historyOf(db, '1201')).filter((h) => h.section === 'members').at(-1);
    expect(members).toMatchObject({ before: { memberCount: 55 }, after: { memberCount: 60, femaleMembers: 20 } });
  });

  it('refuses to move a union under one of its own branches (the tree keeps no loop)', async () => {
    const filed = await fileApproved(db, { unionId: '1100', form: { newHigher: '1101' } });
    expect((await applyEffect(db, 'transferIn', trigger(filed.recordId))).done).toBe('unchanged');
    expect((await unionRow(db, '1100')).path).toBe('/1000/1100/');
  });
});

describe('updateCommittee', () => {
  it('replaces the committee with the elected one and ends the former members on the approval date', async () => {
    const filed = await fileApproved(db, {
      unionId: '1101',
      // organ1Detail's results and first meeting, without the term (so the approval's date stands).
      form: {
        committeeResults: [
          { name: '王强', votes: 40, elected: '1' },
          { name: '孙丽', votes: 45, elected: '1' },
          { name: '钱进', votes: 10, elected: '0' },
        ],
        officers: [{ name: '孙丽', position: '1', votes: 2 }],
      },
    });
    await applyEffect(db, 'updateCommittee', trigger(filed.recordId, '2027-03-01T04:00:00.000Z'));
    const officers = await officersOf('1101');
    const current = officers.filter((o) => o.committee === 'committee' && o.end_date === null);
    // 委员 (launtion_position 4) unless the first meeting gave a post: 孙丽 主席 (1).
    expect(current.map((o) => [o.name, o.position, o.is_chair])).toEqual([
      ['王强', '4', false],
      ['孙丽', '1', true],
    ]);
    const ended = officers.filter((o) => o.end_date === '2027-03-01');
    expect(ended.map((o) => o.name)).toEqual(['王强', '李娜']);
    // The funds committee was not re-elected by this form: it stays.
    expect(officers.find((o) => o.committee === 'finance')?.end_date).toBeNull();
    expect((await profileOf('1101'))?.sections.chair).toMatchObject({ chairName: '孙丽' });
    const history = (await historyOf(db, '1101')).filter((h) => h.section === 'committee').at(-1);
    expect(JSON.stringify(history?.before)).toContain('王强');
    expect(JSON.stringify(history?.after)).toContain('孙丽');
  });

  it('on a by-election ends the members who left on their leaving date and adds the candidates the votes elected', async () => {
    const filed = await fileApproved(db, {
      unionId: '1101',
      form: {
        type: '1',
        vacancies: [{ name: '孙丽', position: '主席', leaveDate: '2027-05-01' }],
        candidates: [
          { name: '吴刚', position: '1', mobile: '13700137000' },
          { name: '郑飞', position: '4', mobile: '13700137001' },
        ],
        votes: [
          { name: '吴刚', votes: 50, elected: '1' },
          { name: '郑飞', votes: 20, elected: '0' },
        ],
      },
    });
    await applyEffect(db, 'updateCommittee', trigger(filed.recordId, '2027-05-10T04:00:00.000Z'));
    const current = (await officersOf('1101')).filter((o) => o.committee === 'committee' && o.end_date === null);
    expect(current.map((o) => o.name)).toEqual(['王强', '吴刚']);
    // The member who left ends on the day the vacancy row says, not on the approval's.
    expect((await officersOf('1101')).find((o) => o.name === '孙丽' && o.position === '1')?.end_date).toBe('2027-05-01');
    expect((await profileOf('1101'))?.sections.chair).toMatchObject({ chairName: '吴刚' });
  });
});

describe('updateCertificate', () => {
  it('writes the union’s code in its one place and the certificate data on the profile, keeping the former data in the history', async () => {
    const first = await fileApproved(db, {
      unionId: '1101',
      form: { certUscc: '81110108MA01A1B2C3', certNo: '工法证字第001号', legalRepName: '王强', legalRepIdCard: '110101199003070011' },
    });
    await applyEffect(db, 'updateCertificate', trigger(first.recordId));
    expect((await unionRow(db, '1101')).credit_code).toBe('81110108MA01A1B2C3');
    const second = await fileApproved(db, {
      unionId: '1101',
      form: { certNo: '工法证字第002号', legalRepName: '吴刚', certDate: '2027-06-01' },
    });
    await applyEffect(db, 'updateCertificate', trigger(second.recordId));
    const certificate = (await profileOf('1101'))?.sections.certificate;
    expect(certificate).toEqual({ certNo: '工法证字第002号', legalRep: '吴刚', changeDate: '2027-06-01' });
    expect(JSON.stringify(certificate)).not.toContain('110101199003070011');
    const history = await historyOf(db, '1101');
    expect(history.filter((h) => h.section === 'code')).toMatchObject([{ after: { creditCode: '81110108MA01A1B2C3' } }]);
    expect(history.filter((h) => h.section === 'certificate').at(-1)).toMatchObject({
      before: { certNo: '工法证字第001号', legalRep: '王强' },
      after: { certNo: '工法证字第002号' },
    });
  });

  it('does not take a code that is not a union’s (a union’s starts with 81), nor one another union holds', async () => {
    const employer = await fileApproved(db, { unionId: '1102', form: { certUscc: '91110108MA01A1B2C3', certNo: 'X1' } });
    await applyEffect(db, 'updateCertificate', trigger(employer.recordId));
    expect((await unionRow(db, '1102')).credit_code).toBeNull();
    const taken = await fileApproved(db, { unionId: '1102', form: { certUscc: '81110108MA01A1B2C3', certNo: 'X2' } });
    await applyEffect(db, 'updateCertificate', trigger(taken.recordId));
    expect((await unionRow(db, '1102')).credit_code).toBeNull();
  });

  it('changes one certificate field per change item of organ4, one history row each', async () => {
    const before = (await historyOf(db, '1101')).filter((h) => h.section === 'certificate').length;
    const filed = await fileApproved(db, {
      module: 'organ4',
      unionId: '1101',
      form: {
        changeItems: ['2', '3'],
        changes: [
          { item: '2', oldValue: '吴刚', newValue: '王芳' },
          { item: '3', oldValue: '旧址', newValue: '北京市海淀区中关村大街2号' },
        ],
        legalRepName: '王芳',
        address: '北京市海淀区中关村大街2号',
        changeDate: '2027-07-01',
      },
    });
    // The approval ran the effect (appendEvents); a second run changes nothing more.
    await applyEffect(db, 'updateCertificate', trigger(filed.recordId));
    const rows = (await historyOf(db, '1101')).filter((h) => h.section === 'certificate').slice(before);
    expect(rows.map((r) => r.after)).toMatchObject([
      { legalRep: '王芳', changeDate: '2027-07-01' },
      { legalRep: '王芳', address: '北京市海淀区中关村大街2号' },
    ]);
    expect(rows[1]!.before).toMatchObject({ legalRep: '王芳' });
  });
});
