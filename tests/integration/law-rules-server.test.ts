// The set-up, funds and name rules of docs/forms/group-b.md that need the organisation tree, through
// the API: a name another union of the tree holds is refused at submit (name-unique), the funds
// account is the union's own and the monthly due 2 % of the payroll (funds-own-account,
// funds-two-percent, with the union's name read on the server); an approved funds registration is
// on the union's profile, its base data and its prefill.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { modules } from '../../catalogue';
import { unionPrefill } from '../../services/organisation/union-profile';
import { BASIC, giveUnionItsData, login, reviewThrough, startTestStack, type ApiSession, type TestStack } from '../support';

const crop = (key: string) => `/api/blade-crop/crop/${key}`;
const CORP1_UNION = '北京智联科技有限公司工会';
const CORP2_UNION = '北京云图软件有限公司工会';
/** A standing union named as a committee is (corp3's, renamed so in this file's tree). */
const COMMITTEE_NAME = '北京星河数据有限公司工会委员会';
const setup1 = modules.setup1!.example;
const setup4: Record<string, unknown> = { ...modules.setup4!.example, accountName: CORP2_UNION };

let stack: TestStack;
let corp1: ApiSession;
let corp2: ApiSession;
let reviewers: ApiSession[];

beforeAll(async () => {
  stack = await startTestStack();
  corp1 = await login(stack.app, 'corp1');
  corp2 = await login(stack.app, 'corp2');
  reviewers = [await login(stack.app, 'launion1'), await login(stack.app, 'federation'), await login(stack.app, 'admin')];
  // corp2's union stands with its data (its 81… code fills setup4's); corp3's is named as committees are.
  await giveUnionItsData(stack, '1102');
  await stack.db.updateTable('union_org').set({ name: COMMITTEE_NAME }).where('id', '=', '1201').execute();
});
afterAll(async () => {
  await stack?.close();
});

const recordCount = async (module: string) =>
  (await stack.db.selectFrom('record').select('id').where('module', '=', module).execute()).length;

type FieldErrors = { field: string; rule: string; message: string }[];
const errorsOf = (answer: { body: { data: { errors?: FieldErrors } } }) => answer.body.data.errors ?? [];
const brokenOn = (answer: { body: { data: { errors?: FieldErrors } } }, field: string) => errorsOf(answer).filter((e) => e.field === field);

describe('a union name another union of the tree holds (name-unique)', () => {
  it('setup1: refused at submit, naming the field and the name, and nothing starts', async () => {
    const before = await recordCount('setup1');
    const sent = await corp2.post(`${crop('setup1')}/submit`, { ...setup1, unionName: CORP1_UNION });
    expect(sent.status).toBe(400);
    expect(errorsOf(sent)).toEqual([
      { field: 'unionName', rule: 'uniqueUnionName', message: `拟成立工会名称“${CORP1_UNION}”已是组织树中另一工会的名称` },
    ]);
    expect(await recordCount('setup1')).toBe(before);
  });

  it('the same name written with a full-width space is the same name', async () => {
    const sent = await corp2.post(`${crop('setup1')}/submit`, { ...setup1, unionName: '北京智联科技有限公司\u3000工会' });
    expect(brokenOn(sent, 'unionName').map((e) => e.rule)).toEqual(['uniqueUnionName']);
  });

  it('says so in English with Accept-Language: en', async () => {
    const res = await stack.app.inject({
      method: 'POST',
      url: `${crop('setup1')}/submit`,
      headers: { authorization: BASIC, 'miidc-auth': `bearer ${corp2.token}`, 'accept-language': 'en' },
      payload: { ...setup1, unionName: CORP1_UNION },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().data.errors[0].message).toBe(`Union name "${CORP1_UNION}" is already the name of another union in the tree`);
  });

  it('the applicant’s own present name is not another union’s', async () => {
    const sent = await corp1.post(`${crop('setup1')}/submit`, { ...setup1, unionName: CORP1_UNION });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  });

  it('a draft may hold it: the tree is asked at submit', async () => {
    const saved = await corp2.post(`${crop('setup1')}/saveDraft`, { ...setup1, unionName: CORP1_UNION });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  });

  it('organ3: a rename to a name the tree holds is refused', async () => {
    const sent = await corp2.post(`${crop('organ3')}/submit`, { ...modules.organ3!.example, newName: '中关村街道工会联合会' });
    expect(sent.status).toBe(400);
    expect(brokenOn(sent, 'newName').map((e) => e.rule)).toEqual(['uniqueUnionName']);
  });

  it('setup2 and organ5: a new union may not take a name the tree holds', async () => {
    const founded = await corp2.post(`${crop('setup2')}/submit`, { ...modules.setup2!.example, unionName: COMMITTEE_NAME });
    expect(founded.status).toBe(400);
    expect(brokenOn(founded, 'unionName').map((e) => e.rule)).toEqual(['uniqueUnionName']);
    const registered = await corp2.post(`${crop('organ5')}/submit1`, { ...modules.organ5!.example, unionName: COMMITTEE_NAME });
    expect(registered.status).toBe(400);
    expect(brokenOn(registered, 'unionName').map((e) => e.rule)).toEqual(['uniqueUnionName']);
  });
});

describe('the funds registration (setup4)', () => {
  it('refuses an account held in the employer’s name, naming the union’s own name, and starts nothing', async () => {
    const before = await recordCount('setup4');
    const sent = await corp2.post(`${crop('setup4')}/submit`, { ...setup4, accountName: '北京云图软件有限公司' });
    expect(sent.status).toBe(400);
    expect(errorsOf(sent)).toEqual([{ field: 'accountName', rule: 'sameAs', message: `账户名称必须与工会名称一致(应为“${CORP2_UNION}”)` }]);
    expect(await recordCount('setup4')).toBe(before);
  });

  it('takes the union’s name from the tree, whatever the body says it is', async () => {
    const sent = await corp2.post(`${crop('setup4')}/submit`, {
      ...setup4,
      unionName: '北京云图软件有限公司',
      accountName: '北京云图软件有限公司',
    });
    expect(brokenOn(sent, 'accountName').map((e) => e.rule)).toEqual(['sameAs']);
  });

  it('refuses a monthly due that is not 2 % of the payroll, naming the figure it should be', async () => {
    const sent = await corp2.post(`${crop('setup4')}/submit`, { ...setup4, payrollMonthly: 180000000, dueMonthly: 1800000 });
    expect(sent.status).toBe(400);
    expect(errorsOf(sent)).toEqual([
      { field: 'dueMonthly', rule: 'computed', message: '月应拨缴经费(元)应为月全部职工工资总额(元)的2%，即36000.00' },
    ]);
  });

  it('computes the due when the body leaves it out; approved, the registration is on the profile, the base data and the prefill', async () => {
    const { dueMonthly: _left, ...body } = setup4;
    const sent = await corp2.post(`${crop('setup4')}/submit`, { ...body, payrollMonthly: 12345678 });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const { id, processInstanceId: pid } = sent.body.data;
    expect((await corp2.get(`${crop('setup4')}/detail`, { id })).body.data.form.dueMonthly).toBe(246914);
    expect((await reviewThrough(reviewers, corp2, 'setup4', id, pid)).state).toBe('approved');

    const funds = {
      bankName: setup4.bankName,
      accountName: CORP2_UNION,
      accountNo: setup4.accountNo,
      staffCount: setup4.staffCount,
      payrollMonthly: 12345678,
      dueMonthly: 246914,
      payMode: setup4.payMode,
      startMonth: setup4.startMonth,
      registeredOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    };
    const profile = (await corp2.get(`${crop('crop')}/index`)).body.data;
    expect(profile.sections.funds).toEqual(funds);
    expect(profile.history.filter((h: { section: string }) => h.section === 'funds')).toEqual([
      expect.objectContaining({ before: null, after: funds, sourceModule: 'setup4', sourceRecordId: id }),
    ]);
    expect((await corp2.get(`${crop('setup4')}/basedata`)).body.data.funds).toEqual(funds);
    expect(await unionPrefill(stack.db, '000000', '1102', ['fundsBankName', 'fundsAccountNo', 'fundsDueMonthly'])).toEqual({
      fundsBankName: setup4.bankName,
      fundsAccountNo: setup4.accountNo,
      fundsDueMonthly: 246914,
    });
  });

  it('a union without a registration has none in its base data', async () => {
    expect((await corp1.get(`${crop('setup4')}/basedata`)).body.data.funds).toBeNull();
  });
});
