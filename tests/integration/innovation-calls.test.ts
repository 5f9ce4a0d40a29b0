// The staff innovation modules' own calls (docs/forms/group-a-nation-innovation-honours.md):
// recommendEmployeeInnovationBoost1Endpoint's consent code by SMS and the chosen records' materials as
// one zip, and innovationteam's template and all-or-nothing import of team rows, on the real servers.
// (Its batch submit and reminders are shapes: shapes-submit-batch.test.ts, shapes-reminders.test.ts.)
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { beforeAll, describe, expect, it } from 'vitest';
import { modules } from '../../catalogue';
import {
  BASIC,
  login,
  multipartBody,
  reopenRound,
  savedForm,
  setup1Parties,
  withRequiredUploads,
  workbookOf,
  type ApiSession,
} from '../support';

const BOOST = '/api/blade-crop/crop/recommendEmployeeInnovationBoost1Endpoint';
const TEAM = '/api/blade-crop/crop/innovationteam';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const boost = modules.recommendEmployeeInnovationBoost1Endpoint!;

const p = setup1Parties();
let corp2: ApiSession;

/** A draft of corp1's nomination with its required files uploaded; `change` alters the example. */
const draft = (change: Record<string, unknown> = {}) => savedForm(p.stack.app, p.corp1, boost, change);

const post = (session: ApiSession, url: string, body: unknown) =>
  p.stack.app.inject({
    method: 'POST',
    url,
    headers: { authorization: BASIC, 'miidc-auth': `bearer ${session.token}`, 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });

/** corp1's two nominations in review, in the order the zip numbers them. */
let good: string[] = [];

beforeAll(async () => {
  corp2 = await login(p.stack.app, 'corp2');
  // The federation's staff innovation round: five places a union (a union nominates several workers).
  await reopenRound(p.stack.db, p.federation, 'boost', '2026年度职工创新助力推荐', 5);
  good = [
    await savedForm(p.stack.app, p.corp1, boost, { name: '赵雪梅' }, 'submit'),
    await savedForm(p.stack.app, p.corp1, boost, { name: '孙海燕', idCard: '110108199001010028', birthDate: '1990-01-01' }, 'submit'),
  ];
});

describe('the nominee’s consent (I-CONSENT)', () => {
  it('refuses a submit with neither the signed consent nor the nominee’s code with 400 consentMissing naming the slot and both ways, and files nothing', async () => {
    const { id, form } = await withRequiredUploads(p.stack.app, p.corp1, boost, { ...boost.example, name: '周立平' });
    const { consent: _consent, ...files } = form.files as Record<string, string[]>;
    const answer = await p.corp1.post(`${BOOST}/submit`, { ...form, files, id });
    expect(answer.status, JSON.stringify(answer.body)).toBe(400);
    expect(answer.body.data.errors).toEqual([
      {
        field: 'files.consent',
        rule: 'consentMissing',
        message:
          '请上传附件·本人授权同意书(承诺书)，或由被推荐人以短信验证码确认：推荐须经被推荐人本人同意(《个人信息保护法》第十三条、第十四条)',
      },
    ]);
    expect(await p.stack.db.selectFrom('record').select('id').where('id', '=', id!).executeTakeFirst()).toBeUndefined();
  });
});

describe('generateCaptcha', () => {
  it('texts the nominee’s mobile a consent code for a draft of the caller’s union, answering the number masked', async () => {
    const id = await draft({ name: '吴晓', mobile: '13911115555' });
    const answer = await p.corp1.get(`${BOOST}/generateCaptcha`, { status: 'consent', businessId: id });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data).toEqual({ phone: '139****5555', minutes: 10 });
    const sms = await p.stack.db.selectFrom('sms_outbox').select('content').where('phone', '=', '13911115555').execute();
    expect(sms).toHaveLength(1);
    expect(sms[0]!.content).toMatch(/职工创新助力推荐.*\d{6}/);
  });

  it('refuses another purpose (400) and a submitted record (409), texting nothing', async () => {
    const id = await draft({ name: '郑言', mobile: '13911116666' });
    expect((await p.corp1.get(`${BOOST}/generateCaptcha`, { status: 'open', businessId: id })).status).toBe(400);
    expect((await p.corp1.get(`${BOOST}/generateCaptcha`, { status: 'consent', businessId: good[0]! })).status).toBe(409);
    const sms = await p.stack.db.selectFrom('sms_outbox').select('id').where('phone', '=', '13911116666').execute();
    expect(sms).toHaveLength(0);
  });
});

describe('getDownloadPage and downloadZip', () => {
  it('lists the submitted records the reviewer may download, with their files counted', async () => {
    const page = await p.launion1.get(`${BOOST}/getDownloadPage`, { size: '50' });
    expect(page.status, JSON.stringify(page.body)).toBe(200);
    const rows = page.body.data.records.filter((r: { id: string }) => good.includes(r.id));
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ unionName: '北京智联科技有限公司工会', fileCount: 3, innovationTitle: '芯片封装测试自动分选工装' });
    expect(page.body.data.records.every((r: { state: string }) => r.state !== 'draft')).toBe(true);
  });

  it('streams the chosen records as one zip: a folder per record with its files named by slot, and the list', async () => {
    const res = await post(p.launion1, `${BOOST}/downloadZip`, { ids: good });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('application/zip');
    const zip = await JSZip.loadAsync(res.rawPayload);
    const names = Object.keys(zip.files).filter((n) => !zip.files[n]!.dir);
    expect(names, names.join('\n')).toContain('清单.xlsx');
    expect(names).toContain('1_北京智联科技有限公司工会_赵雪梅/推荐表(盖章)_推荐表(盖章).pdf');
    expect(names).toContain('1_北京智联科技有限公司工会_赵雪梅/成果证明(应用证明、检测报告)_成果证明(应用证明、检测报告).pdf');
    expect(names).toContain('2_北京智联科技有限公司工会_孙海燕/推荐表(盖章)_推荐表(盖章).pdf');
    const printed = await zip.file('1_北京智联科技有限公司工会_赵雪梅/推荐表.pdf')!.async('nodebuffer');
    expect(printed.subarray(0, 5).toString()).toBe('%PDF-');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await zip.file('清单.xlsx')!.async('nodebuffer')) as unknown as ArrayBuffer);
    const text = JSON.stringify(book.worksheets[0]!.getSheetValues());
    expect(text).toContain('赵雪梅');
    expect(text).toContain('孙海燕');
  });

  it('answers 404 before the first byte when a chosen record is not one the caller may see', async () => {
    const other = await p.stack.db.selectFrom('record').select('id').where('module', '=', 'modelWorkerSelection1').executeTakeFirst();
    const res = await post(corp2, `${BOOST}/downloadZip`, { ids: [good[0], other ? String(other.id) : '1'] });
    expect(res.statusCode).toBe(404);
  });
});

const HEADER = [
  '评定年度',
  '团队名称',
  '技术领域',
  '成立时间',
  '成员姓名',
  '性别',
  '学历',
  '职称',
  '职业技能等级',
  '岗位',
  '团队角色',
  '负责人手机',
];
const TEAM_ROWS = [
  [
    '2026',
    '精密光学镀膜工艺创新团队',
    '激光光学元件镀膜',
    '2020-03-16',
    '刘明远',
    '男',
    '硕士研究生',
    '副高级',
    '',
    '镀膜工艺部经理',
    '负责人',
    '13601234567',
  ],
  ['2026', '精密光学镀膜工艺创新团队', '激光光学元件镀膜', '2020-03-16', '韩冰', '女', '大学本科', '中级', '', '工艺工程师', '成员', ''],
  [
    '2026',
    '精密光学镀膜工艺创新团队',
    '激光光学元件镀膜',
    '2020-03-16',
    '李强',
    '男',
    '大学专科',
    '',
    '技师',
    '镀膜设备操作工',
    '成员',
    '',
  ],
  ['2026', '精密光学镀膜工艺创新团队', '激光光学元件镀膜', '2020-03-16', '王璐', '女', '大学本科', '助理级', '', '质量工程师', '成员', ''],
  [
    '2026',
    '精密光学镀膜工艺创新团队',
    '激光光学元件镀膜',
    '2020-03-16',
    '赵鹏',
    '男',
    '中等职业教育',
    '',
    '高级工',
    '设备维修工',
    '成员',
    '',
  ],
];

/** corp1 uploads `rows` (under the template's header) and imports them. */
async function importRows(rows: string[][]) {
  const id = (await p.corp1.get(`${TEAM}/getid`)).body.data as string;
  const content = await workbookOf([HEADER, ...rows]);
  const { payload, contentType } = multipartBody({ id }, { name: 'teams.xlsx', type: XLSX, content });
  const res = await p.stack.app.inject({
    method: 'POST',
    url: `${TEAM}/uploads`,
    headers: { authorization: BASIC, 'miidc-auth': `bearer ${p.corp1.token}`, 'content-type': contentType },
    payload,
  });
  expect(res.statusCode, res.body).toBe(200);
  return p.corp1.post(`${TEAM}/excel`, { filepath: res.json().data.id });
}

const teamCount = async () =>
  Number(
    (
      await p.stack.db
        .selectFrom('record')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('module', '=', 'innovationteam')
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('innovationteam template and import', () => {
  it('downloads the template with the import header on its first sheet and the instructions on a second', async () => {
    const res = await p.stack.app.inject({
      method: 'GET',
      url: `${TEAM}/template`,
      headers: { authorization: BASIC, 'miidc-auth': `bearer ${p.corp1.token}` },
    });
    expect(res.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const header = (book.worksheets[0]!.getRow(1).values as string[]).slice(1);
    expect(header).toEqual([
      '评定年度*',
      '团队名称*',
      '技术领域*',
      '成立时间*',
      '成员姓名*',
      '性别*',
      '学历*',
      '职称',
      '职业技能等级',
      '岗位*',
      '团队角色*',
      '负责人手机',
    ]);
    expect(book.worksheets[1]!.name).toBe('填写说明');
  });

  it('imports nothing when one row is bad, naming its row, column and rule', async () => {
    const before = await teamCount();
    const bad = [
      ...TEAM_ROWS,
      ['2026', '精密光学镀膜工艺创新团队', '激光光学元件镀膜', '2020-03-16', '陈晨', '未知', '大学本科', '', '', '检测员', '成员', ''],
    ];
    const answer = await importRows(bad);
    expect(answer.status, JSON.stringify(answer.body)).toBe(400);
    expect(answer.body.data.errors).toEqual([expect.objectContaining({ row: 7, column: '性别 (F)', rule: 'dict' })]);
    expect(answer.body.data.errors[0].message).toContain('未知');
    expect(await teamCount()).toBe(before);
  });

  it('imports a whole sheet as one draft per team with its member rows', async () => {
    const answer = await importRows(TEAM_ROWS);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data.created).toBe(1);
    const detail = await p.corp1.get(`${TEAM}/detail`, { id: answer.body.data.ids[0] });
    expect(detail.body.data.state).toBe('draft');
    expect(detail.body.data.form).toMatchObject({
      year: 2026,
      teamName: '精密光学镀膜工艺创新团队',
      leaderName: '刘明远',
      // A mobile leaves the portal masked (personal data); the stored number is the sheet's.
      leaderMobile: '136****4567',
    });
    expect(detail.body.data.form.members).toHaveLength(5);
    expect(detail.body.data.form.members[0]).toMatchObject({ sex: '1', eduLevel: '14', role: '1' });
  });

  it('refuses a second import of a team the union already has for the year, naming the row', async () => {
    const answer = await importRows(TEAM_ROWS);
    expect(answer.status).toBe(400);
    expect(answer.body.data.errors).toEqual([expect.objectContaining({ row: 2, column: '团队名称 (B)', rule: 'duplicate' })]);
  });
});
