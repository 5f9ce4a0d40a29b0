// Issue 18, item 1, continued: the shapes' own calls that answer form data or files (children's works,
// the roll-up's nominations and summary, the survey's results and log, the transfer letter) narrow the
// same way. The parent union reviewed each record on a stage that shows it only some fields; here the
// reviewer's tasks carry those limits in the read model directly (`flow_task.visible_fields`, what a
// deployed model's stage projects: stage-field-ways-out.test.ts walks that part), and the reviewer
// asks every such call for a hidden value, a hidden file or a title made from a hidden field.
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { modules } from '../../catalogue';
import {
  download as downloadAs,
  FLOW,
  login,
  uploadFile,
  nominate,
  reviewFromClaimList,
  SAMPLE_PNG,
  setup1Parties,
  SOURCE,
  SUMMARY,
  summaryForm,
  type ApiSession,
} from '../support';
import { pdfTextLines } from '../support/documents-pdf-text';

const SECRET = '秘密';
const WORKS = '/api/blade-crop/crop/activityworks';
const SURVEY = '/api/blade-crop/crop/survey';
const TRANSFER = '/api/blade-crop/crop/tradeunionoutinfo';
const READFLOW = '/api/blade-crop/crop/readflow';
const FOLLOW = '/api/blade-flow/follow';

const p = setup1Parties();

/** The reviewer's tasks of these records show only `visible`, as a stage with field permissions would. */
async function narrow(recordIds: string[], visible: string[]): Promise<void> {
  const changed = await p.stack.db.updateTable('flow_task').set({ visible_fields: visible }).where('record_id', 'in', recordIds).execute();
  expect(Number(changed[0]?.numUpdatedRows)).toBeGreaterThan(0);
}

const download = (session: ApiSession, url: string) => downloadAs(p.stack.app, session, url);

async function sheetText(bytes: Buffer): Promise<string> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as unknown as ArrayBuffer);
  return JSON.stringify(book.worksheets.map((s) => s.getSheetValues()));
}

const works = { entry: '', work: '', image: '', activityId: `T-${Date.now()}-narrowed` };
const survey = { id: '', pid: '' };
// The survey is filed by the joint union 1202 (corp4) about its register's entry, reviewed by its higher union 1200 (launion2).
let corp4: ApiSession;
let launion2: ApiSession;
const rollUp = { nomination: '', summary: '' };
let transfer = '';

const neutral = (module: string, id: string, child = false) =>
  `${(child ? modules[module]!.children!.title : modules[module]!.title).zh} ${id}`;

beforeAll(async () => {
  const { corp1, launion1 } = p;
  // A work under corp1's entry, its title and image hidden from the parent union that approves it.
  works.entry = (await corp1.post(`${WORKS}/begin`, { ...modules.activityworks!.example, activityId: works.activityId })).body.data.id;
  works.work = (await corp1.get(`${WORKS}/getid`)).body.data;
  works.image = await uploadFile(p.stack.app, corp1, `${WORKS}/uploads`, works.work, {
    name: '秘密作品.png',
    type: 'image/png',
    content: SAMPLE_PNG,
  });
  await corp1.get(`${WORKS}/sendCode`, { mobile: '13900004321' });
  const sms = await p.stack.db
    .selectFrom('sms_outbox')
    .select('content')
    .where('phone', '=', '13900004321')
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  const filed = await corp1.post(`${WORKS}/childsubmit`, {
    ...modules.activityworks!.children!.example,
    parentId: works.entry,
    id: works.work,
    workTitle: '秘密作品',
    authorName: '秘密作者',
    authorMobile: '13900004321',
    workFile: { original: [works.image] },
    smsCode: /(\d{6})/.exec(sms.content)![1],
  });
  expect(filed.status, JSON.stringify(filed.body)).toBe(200);
  expect((await corp1.post(`${WORKS}/workssubmit`, { ids: works.work })).status).toBe(200);
  await narrow([works.work], ['workGenre']);
  await reviewFromClaimList(launion1, works.work, `activityworks-${works.work}`, 'ok', '入选');

  // A survey whose company and contact are hidden (its name, the title, is the register's).
  [corp4, launion2] = await Promise.all([login(p.stack.app, 'corp4'), login(p.stack.app, 'launion2')]);
  const sent = await corp4.post(`${SURVEY}/submit`, {
    ...modules.survey!.example,
    legalRepresentative: '秘密法人',
    contactMobile: '13600136001',
  });
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  Object.assign(survey, { id: sent.body.data.id, pid: sent.body.data.processInstanceId });
  await narrow([survey.id], ['uscc', 'staffCount']);
  await reviewFromClaimList(launion2, survey.id, survey.pid, 'ok', '情况属实');

  // A nomination whose person is hidden, gathered into the parent union's own summary.
  rollUp.nomination = await nominate(corp1, '秘密提名人');
  await narrow([rollUp.nomination], ['sex', 'personType']);
  const task = (await launion1.get(`${FLOW}/work/claim-list`, { size: '100' })).body.data.records.find(
    (t: { recordId: string }) => t.recordId === rollUp.nomination,
  );
  expect(
    (
      await launion1.post(`${FLOW}/work/complete-task`, {
        taskId: task.taskId,
        processInstanceId: task.processInstanceId,
        flag: 'ok',
        comment: '同意推荐',
      })
    ).status,
  ).toBe(200);
  const summary = await launion1.post(`${SUMMARY}/saveDraft`, { ...summaryForm, gathered: [rollUp.nomination] });
  expect(summary.status, JSON.stringify(summary.body)).toBe(200);
  rollUp.summary = summary.body.data.id;

  // A transfer out whose union name and contact are hidden.
  const out = await corp1.post(`${TRANSFER}/submit`, {
    ...modules.tradeunionoutinfo!.example,
    unionName: '秘密工会委员会',
    contactName: '秘密联系人',
  });
  expect(out.status, JSON.stringify(out.body)).toBe(200);
  transfer = out.body.data.id;
  await narrow([transfer], ['memberCount', 'transferDate']);
  // The administrators are its fallback reviewers too, as when no account could take the stage.
  await p.stack.db
    .updateTable('flow_task')
    .set({ candidates: ['union:1100', 'role:administrator'] })
    .where('record_id', '=', transfer)
    .execute();
  // The parent union is also told of it (知会), as a stage's CC would: a read-only row of the flow_cc read model.
  const record = await p.stack.db.selectFrom('record').selectAll().where('id', '=', transfer).executeTakeFirstOrThrow();
  await p.stack.db
    .insertInto('flow_cc')
    .values({
      id: `${transfer}-cc`,
      tenant_id: record.tenant_id,
      process_instance_id: record.process_instance_id,
      record_id: record.id,
      module: record.module,
      title: record.title,
      union_name: record.union_name,
      stage_key: 'launion',
      stage_name: '上级工会审核',
      candidates: ['union:1100'],
      create_time: new Date(),
    })
    .execute();
}, 240_000);

/** Each shape's call that answers form data or files, as the text the narrowed reviewer reads, with a check of its own. */
const calls: { call: string; read: () => Promise<string> }[] = [
  {
    call: 'activityworks childlist (the entry stays its union’s draft)',
    read: async () => {
      const answer = await p.launion1.get(`${WORKS}/childlist`, { parentId: works.entry });
      expect(answer.status).toBe(404);
      return JSON.stringify(answer.body);
    },
  },
  {
    call: 'activityworks workspage',
    read: async () => {
      const rows = (await p.launion1.get(`${WORKS}/workspage`, { activityId: works.activityId })).body.data.records;
      const row = rows.find((r: { id: string }) => r.id === works.work);
      expect(row).toMatchObject({ title: neutral('activityworks', works.work, true), form: { workGenre: expect.any(String) } });
      return JSON.stringify(rows);
    },
  },
  {
    call: 'activityworks childdetail',
    read: async () => {
      const work = (await p.launion1.get(`${WORKS}/childdetail`, { id: works.work })).body.data;
      expect(Object.keys(work.form)).toEqual(['workGenre']);
      return JSON.stringify(work);
    },
  },
  {
    call: 'activityworks attachment (the work’s image)',
    read: async () => {
      const answer = await download(p.launion1, `${WORKS}/attachment?id=${works.image}`);
      expect(answer.status).toBe(404);
      return answer.bytes.toString('utf8');
    },
  },
  {
    call: 'activityworks tozip (the entry stays its union’s draft)',
    read: async () => {
      const answer = await download(p.launion1, `${WORKS}/tozip?id=${works.entry}`);
      expect(answer.status).toBe(404);
      return answer.bytes.toString('latin1');
    },
  },
  {
    call: 'activityworks outsend (the judges’ sheet)',
    read: async () => {
      const answer = await download(p.launion1, `${WORKS}/outsend?activityId=${works.activityId}`);
      expect(answer.status).toBe(200);
      const text = await sheetText(answer.bytes);
      expect(text).toContain(works.work);
      return text;
    },
  },
  {
    call: 'survey question-set/results',
    read: async () => {
      const results = (await launion2.get(`${SURVEY}/question-set/results`)).body.data;
      expect(results.recordCount).toBe(0);
      return JSON.stringify(results);
    },
  },
  {
    call: 'survey question-set/export',
    read: async () => {
      const answer = await download(launion2, `${SURVEY}/question-set/export`);
      expect(answer.status).toBe(200);
      return sheetText(answer.bytes);
    },
  },
  {
    call: 'survey surveylog',
    read: async () => {
      const log = (await launion2.get(`${SURVEY}/surveylog`, { pid: survey.pid })).body.data;
      expect(log.title).toBe(neutral('survey', survey.id));
      return JSON.stringify(log);
    },
  },
  {
    call: 'survey getphone (the contact mobile is a hidden field)',
    read: async () => {
      const phone = (await launion2.get(`${SURVEY}/getphone`, { id: survey.id })).body.data;
      expect(phone).toEqual({ hasPhone: false, phone: null });
      return JSON.stringify(phone);
    },
  },
  {
    call: 'modelWorkerSelection1 queryCrop',
    read: async () => {
      const unions = (await p.launion1.get(`${SOURCE}/queryCrop`)).body.data as { records: { id: string; title: string }[] }[];
      const row = unions.flatMap((u) => u.records).find((r) => r.id === rollUp.nomination);
      expect(row?.title).toBe(neutral('modelWorkerSelection1', rollUp.nomination));
      return JSON.stringify(unions);
    },
  },
  {
    call: 'modelWorkerSelection1 excel (the reviewer’s list sheet)',
    read: async () => {
      const answer = await download(p.launion1, `${SOURCE}/excel`);
      expect(answer.status).toBe(200);
      const text = await sheetText(answer.bytes);
      expect(text).toContain(rollUp.nomination);
      return text;
    },
  },
  {
    call: 'modelWorkerSelection1 summaryExcel',
    read: async () => {
      const answer = await download(p.launion1, `${SOURCE}/summaryExcel?pid=${rollUp.summary}`);
      expect(answer.status).toBe(200);
      const text = await sheetText(answer.bytes);
      expect(text).toContain(rollUp.nomination);
      return text;
    },
  },
  {
    call: 'modelWorkerSelectionSummary detail (what it gathers)',
    read: async () => {
      const detail = (await p.launion1.get(`${SUMMARY}/detail`, { id: rollUp.summary })).body.data;
      expect(detail.gathered).toEqual([
        expect.objectContaining({ id: rollUp.nomination, title: neutral('modelWorkerSelection1', rollUp.nomination) }),
      ]);
      return JSON.stringify(detail);
    },
  },
  {
    call: 'modelWorkerSelectionSummary export',
    read: async () => {
      const answer = await download(p.launion1, `${SUMMARY}/export?pid=${rollUp.summary}`);
      expect(answer.status).toBe(200);
      return sheetText(answer.bytes);
    },
  },
  {
    call: 'tradeunionoutinfo preview (the transfer letter’s PDF)',
    read: async () => {
      const answer = await download(p.launion1, `${TRANSFER}/preview?id=${transfer}`);
      expect(answer.status).toBe(200);
      const text = pdfTextLines(answer.bytes).join('\n');
      // The letter says what the reviewer may see (the member count) and leaves the hidden parts out.
      expect(text).toContain(`会员${String(modules.tradeunionoutinfo!.example.memberCount)}人`);
      for (const label of ['工会名称', '联系人', '现上级工会']) expect(text).not.toContain(label);
      return text;
    },
  },
  {
    call: 'readflow list (a 知会 of a record it reviews)',
    read: async () => {
      const rows = (await p.launion1.get(`${READFLOW}/list`, { size: '100' })).body.data.records;
      const row = rows.find((r: { recordId: string }) => r.recordId === transfer);
      expect(row.title).toBe(neutral('tradeunionoutinfo', transfer));
      // Sorted by title, a hidden one sorts as none: the order tells nothing of it.
      const sorted = (await p.launion1.get(`${READFLOW}/list`, { ascs: 'title' })).body.data;
      expect(sorted.total).toBe(rows.length);
      return JSON.stringify(rows);
    },
  },
  {
    call: 'follow list (an administrator who is the stage’s fallback reviewer)',
    read: async () => {
      const admin = await login(p.stack.app, 'admin');
      const rows = (await admin.get(`${FOLLOW}/list`, { module: 'tradeunionoutinfo', ascs: 'title' })).body.data.records;
      const row = rows.find((r: { recordId: string }) => r.recordId === transfer);
      expect(row.title).toBe(neutral('tradeunionoutinfo', transfer));
      return JSON.stringify(rows);
    },
  },
];

describe('a reviewer whose stage showed some fields, through the shapes’ calls', () => {
  it.each(calls)('reads no hidden field, file or title through $call', async ({ read }) => {
    expect(await read()).not.toContain(SECRET);
  });
});

describe('the applicant reads its own records whole through the same calls', () => {
  it('its survey’s log, its work and its transfer letter', async () => {
    const log = (await corp4.get(`${SURVEY}/surveylog`, { pid: survey.pid })).body.data;
    expect(log.title).toBe(modules.survey!.example.companyName);
    expect((await p.corp1.get(`${WORKS}/childdetail`, { id: works.work })).body.data.form.workTitle).toBe('秘密作品');
    expect(pdfTextLines((await download(p.corp1, `${TRANSFER}/preview?id=${transfer}`)).bytes).join('\n')).toContain('秘密联系人');
  });
});
