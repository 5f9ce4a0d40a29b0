import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyEffect } from '../../db';
import { login, startTestStack, type ApiSession, type TestStack } from '../support';
import { fileApproved } from './effects-support';

const CROP = '/api/blade-crop/crop/crop';
const CORP = '/api/blade-crop/crop/corpration';
const SETUP = '/api/blade-crop/crop/setup';

let stack: TestStack;
let corp1: ApiSession;
let corp2: ApiSession;
let launion1: ApiSession;

beforeAll(async () => {
  stack = await startTestStack();
  corp1 = await login(stack.app, 'corp1');
  corp2 = await login(stack.app, 'corp2');
  launion1 = await login(stack.app, 'launion1');
});
afterAll(async () => stack?.close());

const errorFields = (answer: { body: { data: { errors?: { field: string }[] } } }) => (answer.body.data?.errors ?? []).map((e) => e.field);

describe('the union profile', () => {
  it('answers the caller’s own union with its higher union, and defaults before anything was kept', async () => {
    const answer = await corp1.get(`${CROP}/index`);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      unionId: '1101',
      unionName: '北京智联科技有限公司工会',
      parentName: '中关村街道工会联合会',
      status: 'active',
      statusName: '正常',
      memberCount: 0,
      officers: [],
      history: [],
    });
    const brief = await corp1.get(`${CROP}/brief`);
    expect(brief.body.data).toMatchObject({ unionName: '北京智联科技有限公司工会', chairName: null, memberCount: 0 });
  });

  it('updates the basic section directly and keeps each change in the history with who and when', async () => {
    const first = await corp1.post(`${CROP}/baseup`, { setupDate: '2020-05-01', address: '北京市海淀区中关村大街1号' });
    expect(first.status).toBe(200);
    expect(first.body.data.sections.base).toEqual({
      setupDate: '2020-05-01',
      address: '北京市海淀区中关村大街1号',
      postcode: null,
      unionPhone: null,
    });
    await corp1.post(`${CROP}/baseup`, { setupDate: '2020-05-01', address: '北京市海淀区中关村大街2号', postcode: '100080' });
    const index = (await corp1.get(`${CROP}/index`)).body.data;
    expect(index.sections.base.address).toBe('北京市海淀区中关村大街2号');
    const base = index.history.filter((h: { section: string }) => h.section === 'base');
    expect(base).toHaveLength(2);
    expect(base[0]).toMatchObject({
      before: { address: '北京市海淀区中关村大街1号' },
      after: { address: '北京市海淀区中关村大街2号' },
      actorName: '智联科技工会',
      sourceModule: null,
    });
    expect(base[0].time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('refuses a section with a broken rule, naming the field, and keeps what was there', async () => {
    const missing = await corp1.post(`${CROP}/baseup`, { setupDate: '2020-05-01' });
    expect(missing.status).toBe(400);
    expect(errorFields(missing)).toContain('address');
    const future = await corp1.post(`${CROP}/baseup`, { setupDate: '2999-01-01', address: 'x路1号' });
    expect(errorFields(future)).toContain('setupDate');
    const counts = await corp1.post(`${CROP}/comup`, { memberCount: 10, femaleMembers: 11 });
    expect(counts.status).toBe(400);
    expect(errorFields(counts)).toContain('femaleMembers');
    const mobile = await corp1.post(`${CROP}/linkup`, { contactName: '李娜', contactMobile: '12345' });
    expect(errorFields(mobile)).toContain('contactMobile');
    const index = (await corp1.get(`${CROP}/index`)).body.data;
    expect(index.sections.base.address).toBe('北京市海淀区中关村大街2号');
    expect(index.memberCount).toBe(0);
  });

  it('answers a refusal in English when asked', async () => {
    const res = await stack.app.inject({
      method: 'POST',
      url: `${CROP}/linkup`,
      headers: { 'miidc-auth': `bearer ${corp1.token}`, 'accept-language': 'en', authorization: 'Basic d2ViOndlYl9zZWNyZXQ=' },
      payload: { contactName: '李娜' },
    });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json().data.errors)).toMatch(/Contact mobile/);
  });

  it('updates the chair, members, contact and finance sections, the counts going to the union and the tree above it', async () => {
    for (const [call, body] of [
      ['chup', { chairMobile: '13800138001' }],
      ['comup', { memberCount: 96, femaleMembers: 40 }],
      ['linkup', { contactName: '李娜', contactMobile: '13800138000', email: 'union@zhilian-tech.com.cn' }],
      ['finup', { bankName: '中国工商银行北京中关村支行', accountNo: '0200004509089131550' }],
    ] as const) {
      const answer = await corp1.post(`${CROP}/${call}`, body);
      expect(answer.status, call).toBe(200);
    }
    const index = (await corp1.get(`${CROP}/index`)).body.data;
    expect(index).toMatchObject({ memberCount: 96, femaleMembers: 40 });
    expect(index.sections).toMatchObject({
      chair: { chairMobile: '13800138001' },
      contact: { contactName: '李娜', contactMobile: '13800138000' },
      finance: { bankName: '中国工商银行北京中关村支行', accountNo: '0200004509089131550' },
    });
    expect((await corp1.get(`${CROP}/brief`)).body.data.memberCount).toBe(96);
    const above = (await launion1.get(`${CROP}/index`)).body.data;
    expect(above.below.memberCount).toBe(96);
    expect(above.below.children).toContainEqual(expect.objectContaining({ id: '1101', memberCount: 96 }));
  });

  it('accepts a bank account only as 8 to 30 digits', async () => {
    const answer = await corp1.post(`${CROP}/finup`, { accountNo: '62-22' });
    expect(errorFields(answer)).toEqual(['accountNo']);
  });
});

describe('whose profile a caller reaches', () => {
  it('lets an enterprise union change only its own: a union id in the body is refused, and another’s update leaves it alone', async () => {
    const named = await corp2.post(`${CROP}/linkup`, { contactName: '张三', contactMobile: '13900139000', unionId: '1101' });
    expect(named.status).toBe(400);
    const own = await corp2.post(`${CROP}/linkup`, { contactName: '张三', contactMobile: '13900139000' });
    expect(own.body.data.unionId).toBe('1102');
    expect((await corp1.get(`${CROP}/index`)).body.data.sections.contact.contactName).toBe('李娜');
  });

  it('shows a union’s profile to its higher union, not to a sibling, another higher union or another tenant', async () => {
    expect((await launion1.get(`${CROP}/index`, { unionId: '1101' })).body.data.unionName).toBe('北京智联科技有限公司工会');
    expect((await corp2.get(`${CROP}/index`, { unionId: '1101' })).status).toBe(404);
    expect((await corp1.get(`${CROP}/index`, { unionId: '1100' })).status).toBe(404);
    expect((await (await login(stack.app, 'launion2')).get(`${CROP}/brief`, { unionId: '1101' })).status).toBe(404);
    const corp9 = await login(stack.app, 'corp9', '100001');
    expect((await corp9.get(`${CROP}/index`)).body.data.unionId).toBe('9101');
    expect((await corp9.get(`${CROP}/index`, { unionId: '1101' })).status).toBe(404);
    expect((await corp9.get(`${CORP}/detail`, { id: '1101' })).status).toBe(404);
  });

  it('needs a login', async () => {
    const res = await stack.app.inject({ method: 'GET', url: `${CROP}/index` });
    expect(res.statusCode).toBe(401);
  });
});

describe('the chair and officer entries', () => {
  it('list the committee in office first, then former members with their end dates, one by one by id', async () => {
    const elected = await fileApproved(stack.db, {
      unionId: '1101',
      form: {
        committee: [
          { name: '王强', position: '1' },
          { name: '李娜', position: '4' },
        ],
      },
      at: '2026-01-10T02:00:00.000Z',
    });
    await applyEffect(stack.db, 'updateCommittee', {
      tenantId: '000000',
      recordId: elected.recordId,
      at: new Date('2026-01-10T02:00:00Z'),
      actor: { id: '2003', name: '中关村街道工会' },
    });
    const byElection = await fileApproved(stack.db, {
      unionId: '1101',
      form: { vacancies: [{ name: '王强' }], candidates: [{ name: '孙丽', position: '1' }] },
    });
    await applyEffect(stack.db, 'updateCommittee', {
      tenantId: '000000',
      recordId: byElection.recordId,
      at: new Date('2026-11-20T02:00:00Z'),
      actor: { id: '2003', name: '中关村街道工会' },
    });

    const list = (await corp1.get(`${CROP}/chlist`)).body.data as {
      id: string;
      name: string;
      current: boolean;
      endDate: string | null;
      isChair: boolean;
    }[];
    expect(list.map((o) => [o.name, o.current, o.endDate, o.isChair])).toEqual([
      ['孙丽', true, null, true],
      ['李娜', true, null, false],
      ['王强', false, '2026-11-20', true],
    ]);
    expect((await corp1.get(`${CROP}/chlist`, { current: 'false' })).body.data).toHaveLength(1);
    expect((await corp1.get(`${CROP}/brief`)).body.data.chairName).toBe('孙丽');
    const one = await corp1.get(`${CROP}/getch`, { id: list[2]!.id });
    expect(one.body.data).toMatchObject({ name: '王强', startDate: '2026-01-10', endDate: '2026-11-20', sourceModule: 'setup1' });
    expect((await corp2.get(`${CROP}/getch`, { id: list[2]!.id })).status).toBe(404);
    expect((await launion1.get(`${CROP}/getch`, { id: list[2]!.id })).status).toBe(200);
  });
});

describe('the employer data (corpration)', () => {
  it('starts from the credit code the tree holds and is updated directly, with history', async () => {
    const before = (await corp1.get(`${CORP}/detail`)).body.data;
    expect(before).toMatchObject({ unionId: '1101', unitUscc: '91110108MA01A1B2C3', unitName: null });
    const body = {
      unitName: '北京智联科技有限公司',
      unitUscc: '91110108MA01B2C3D0',
      category: '3',
      industry: '信息传输、软件和信息技术服务业',
      region: '110108011',
      address: '北京市海淀区中关村大街1号',
      legalRep: '张伟',
      staffCount: 120,
      femaleStaff: 45,
    };
    const updated = await corp1.post(`${CORP}/update`, body);
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({ unitName: '北京智联科技有限公司', staffCount: 120, femaleStaff: 45, migrantStaff: null });
    await corp1.post(`${CORP}/update`, { ...body, staffCount: 130 });
    const after = (await corp1.get(`${CORP}/detail`)).body.data;
    expect(after.staffCount).toBe(130);
    expect(after.history[0]).toMatchObject({ before: { staffCount: 120 }, after: { staffCount: 130 }, actorName: '智联科技工会' });
  });

  it('refuses a wrong credit code, too many female staff and an unknown region, naming each field', async () => {
    const answer = await corp1.post(`${CORP}/update`, {
      unitName: '北京智联科技有限公司',
      unitUscc: '91110108MA01B2C3D1',
      category: '3',
      industry: '软件',
      region: '110108011',
      address: '北京市海淀区',
      legalRep: '张伟',
      staffCount: 10,
      femaleStaff: 11,
    });
    expect(answer.status).toBe(400);
    expect(errorFields(answer)).toEqual(expect.arrayContaining(['unitUscc', 'femaleStaff']));
    const region = await corp1.post(`${CORP}/update`, {
      unitName: '北京智联科技有限公司',
      unitUscc: '91110108MA01B2C3D0',
      category: '3',
      industry: '软件',
      region: '999999',
      address: '北京市海淀区',
      legalRep: '张伟',
      staffCount: 10,
      femaleStaff: 1,
    });
    expect(errorFields(region)).toEqual(['region']);
    expect((await corp1.get(`${CORP}/detail`)).body.data.staffCount).toBe(130);
  });
});

describe('the set-up overview', () => {
  it('shows each set-up form’s state and the next form to fill', async () => {
    const empty = (await corp2.get(`${SETUP}/detail`)).body.data;
    expect(empty).toMatchObject({ unionId: '1102', higherUnion: '中关村街道工会联合会', setup1State: '未申请', established: false });
    expect(empty.nextStep).toMatchObject({ module: 'setup1', route: '/setup/setup1/form' });
    await fileApproved(stack.db, { unionId: '1102', form: { unionName: 'x' } });
    const submitted = await corp2.post('/api/blade-crop/crop/setup1/submit', (await import('../../catalogue')).modules.setup1!.example);
    expect(submitted.status).toBe(200);
    const after = (await corp2.get(`${SETUP}/detail`)).body.data;
    expect(after.setup1State).toBe('审核中');
    expect(after.steps[0]).toMatchObject({ module: 'setup1', recordId: submitted.body.data.id, state: 'in_review' });
    expect(after.nextStep.module).toBe('setup1');
  });
});

describe('a union moved in the tree', () => {
  it('still reads its own profile while the news of the move is on its way to the cached session', async () => {
    // corp2's session is cached with its union's old path; the tree changes without the notice that
    // drops it (as between a transfer's effect and the API hearing of it).
    expect((await corp2.get(`${CROP}/brief`)).status).toBe(200);
    const moved = { parent_id: '1200', path: '/1000/1200/1102/' };
    const old = await stack.db.selectFrom('union_org').select(['parent_id', 'path']).where('id', '=', '1102').executeTakeFirstOrThrow();
    await stack.db.updateTable('union_org').set(moved).where('id', '=', '1102').execute();
    try {
      const brief = await corp2.get(`${CROP}/brief`);
      expect(brief.status).toBe(200);
      expect(brief.body.data).toMatchObject({ unionId: '1102', parentName: '上地街道工会联合会' });
    } finally {
      await stack.db.updateTable('union_org').set(old).where('id', '=', '1102').execute();
    }
  });
});
