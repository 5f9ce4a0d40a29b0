// The survey (覆盖企业情况调查) end to end in the browser: the administrator publishes a new version
// of the question set, the joint union (corp4) fills it about an enterprise of its register (every kind
// of question) and submits, its parent union (launion2) approves it from the task lists, and the results
// and the Excel export show the answers.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoSurveySet } from '../../catalogue/questionnaire';
import { login } from '../support';
import { downloadedSheetCells } from './downloaded-sheet';
import { signedInAs, startConsole, type ConsoleStack } from './identity-helpers';

const FORM = '/myunion/companys/survey/form';
const RESULTS = '/myunion/companys/survey/results';
/** The demo register's entry the survey is about, and its name the form takes from the register. */
const ENTRY = { id: '880001', name: '北京星火软件有限公司' };
const BIZ = '/api/blade-system/dict-biz';
/** The question version 2 adds to the seeded set. */
const ADDED_TITLE = '企业工会近期最需要上级工会提供的支持';
/** A category only this tenant's business dictionary has. */
const TENANT_CATEGORY = { key: '21', value: '园区孵化企业' };

let c: ConsoleStack;
let recordId = '';

beforeAll(async () => {
  c = await startConsole('survey-fill');
  // The tenant extends the system dictionary 单位类别 with a category of its own.
  const admin = await login(c.stack.app, 'admin');
  const top = await admin.post(`${BIZ}/submit`, { code: 'crop_cate', dictValue: '单位类别(本租户)' });
  expect(top.status).toBe(200);
  const own = await admin.post(`${BIZ}/submit`, {
    parentId: top.body.data.id,
    code: 'crop_cate',
    dictKey: TENANT_CATEGORY.key,
    dictValue: TENANT_CATEGORY.value,
  });
  expect(own.status).toBe(200);
}, 240_000);
afterAll(async () => {
  await c?.close();
});

const question = (page: Page, id: string) => page.getByTestId(`question-${id}`);

async function fillCompany(page: Page): Promise<void> {
  // The name and code come from the register entry, read-only; the rest is typed over what it filled.
  await expect.poll(() => page.getByTestId('field-companyName').inputValue()).toBe(ENTRY.name);
  // A new survey is of this year unless the union changes it.
  expect(await page.getByTestId('field-surveyYear').inputValue()).toBe(String(new Date(Date.now() + 8 * 3600_000).getUTCFullYear()));
  const fields: Record<string, string> = {
    companyAddress: '北京市海淀区中关村大街1号',
    legalRepresentative: '李强',
    staffCount: '60',
    memberCount: '42',
    ownUnionPlan: '会员已超过25人，计划明年单独建立工会委员会。',
    contactName: '赵敏',
    contactMobile: '13900139000',
  };
  for (const [name, value] of Object.entries(fields)) await page.getByTestId(`field-${name}`).fill(value);
  // The tenant's own category is offered beside the system's.
  const category = page.getByTestId('field-companyCategory');
  await expect.poll(() => category.locator(`option[value="${TENANT_CATEGORY.key}"]`).count()).toBe(1);
  expect(await category.locator('option[value="3"]').innerText()).toBe('私营企业');
  await category.selectOption(TENANT_CATEGORY.key);
  for (const [level, code] of ['110000', '110108', '110108011'].entries()) {
    const select = page.getByTestId(`field-companyRegion-${level}`);
    await expect.poll(() => select.locator(`option[value="${code}"]`).count()).toBe(1);
    await select.selectOption(code);
  }
}

async function answerQuestions(page: Page): Promise<void> {
  await question(page, 'unionStatus').getByText('已纳入联合工会(区域/行业)覆盖').click();
  await question(page, 'collectiveContract').getByText('正在协商').click();
  const table = question(page, 'staffComposition');
  await table.getByRole('button', { name: '添加一行' }).click();
  const title = demoSurveySet.questions.find((q) => q.id === 'staffComposition')!.title;
  await table.getByLabel(`${title} 1 岗位类别`).fill('研发人员');
  await table.getByLabel(`${title} 1 人数`).fill('40');
  await table.getByLabel(`${title} 1 其中女职工`).fill('12');
  await question(page, 'wantedServices').getByText('法律援助').click();
  await question(page, 'wantedServices').getByText('技能培训').click();
  await question(page, 'bookroom').getByText('计划建设').click();
  await question(page, 'satisfaction').getByRole('button', { name: '4', exact: true }).click();
  await page.getByLabel(demoSurveySet.questions.find((q) => q.id === 'suggestions')!.title).fill('希望多开展劳动法律讲座');
  await page.getByLabel(ADDED_TITLE).fill('集体协商指导');
}

describe('the survey end to end in the browser', () => {
  it('lets the administrator publish version 2 of the question set with a question added', async () => {
    const { page, context } = await signedInAs(c, 'admin');
    await page.goto(`${c.base}/system/questionnaire`);
    // The demo tenant has several sets (the survey, the bookroom, the funds audit): open the survey's.
    await page.locator('.bp6-menu-item-label', { hasText: /^survey$/ }).click();
    await expect.poll(() => page.getByTestId('question-0-title').inputValue()).toBe(demoSurveySet.questions[0]!.title);
    await expect.poll(() => page.getByTestId('version-status').innerText()).toBe('已发布');
    await page.getByTestId('new-version').click();
    await expect.poll(() => page.getByTestId('version-status').innerText()).toBe('草稿');
    await page.getByTestId('new-question-kind').selectOption('text');
    await page.getByTestId('add-question').click();
    const added = demoSurveySet.questions.length;
    await page.getByTestId(`question-${added}-title`).fill(ADDED_TITLE);
    await page.getByTestId('save-draft').click();
    await page.getByTestId('publish').click();
    await page.getByTestId('publish-confirm').waitFor();
    await page.locator('.bp6-alert-footer').getByRole('button', { name: '发布' }).click();
    await expect.poll(() => page.getByTestId('version-status').innerText()).toBe('已发布');
    await c.shot(page, 'admin-published-v2');
    await context.close();
  });

  it('lets the joint union fill every kind of question of version 2 about an entry of its register and submit', async () => {
    const { page, context } = await signedInAs(c, 'corp4');
    await page.goto(`${c.base}${FORM}?enterpriseId=${ENTRY.id}`);
    await page.getByTestId('questionnaire-filler').waitFor();
    expect(await page.getByTestId('questionnaire-filler').innerText()).toContain('第2版');
    await fillCompany(page);
    await answerQuestions(page);
    await c.shot(page, 'corp4-filled');
    const [submitted] = await Promise.all([
      page.waitForResponse((r) => r.url().includes('/api/blade-crop/crop/survey/submit')),
      page.getByTestId('btn-submit').click(),
    ]);
    expect(submitted.status()).toBe(200);
    recordId = String(((await submitted.json()) as { data: { id: string } }).data.id);
    const record = await c.stack.db.selectFrom('record').selectAll().where('id', '=', recordId).executeTakeFirstOrThrow();
    expect(record.state).toBe('in_review');
    expect(record.form).toMatchObject({
      enterpriseId: ENTRY.id,
      companyName: ENTRY.name,
      companyCategory: TENANT_CATEGORY.key,
      questionSetVersion: 2,
      answers: {
        unionStatus: 'joint',
        collectiveContract: 'negotiating',
        staffComposition: [{ post: '研发人员', count: 40, female: 12 }],
        wantedServices: ['legalAid', 'training'],
        bookroom: 'planned',
        satisfaction: 4,
        suggestions: '希望多开展劳动法律讲座',
      },
    });
    await context.close();
  });

  it('lets the parent union claim it, read the answers and approve it from the todo list', async () => {
    const { page, context } = await signedInAs(c, 'launion2');
    await page.goto(`${c.base}/work?tab=claim`);
    const claimRow = page.getByTestId(`row-${recordId}`);
    await claimRow.getByTestId('btn-claim').click();
    await claimRow.waitFor({ state: 'detached' });
    await page.goto(`${c.base}/work?tab=todo`);
    await page.getByTestId(`row-${recordId}`).getByTestId('btn-handle').click();
    // The review dialog shows the answers with the questions of the version the record pinned.
    const answers = page.getByTestId('questionnaire-answers');
    const suggestions = demoSurveySet.questions.find((q) => q.id === 'suggestions')!.title;
    await expect.poll(() => answers.getByLabel(suggestions).inputValue()).toBe('希望多开展劳动法律讲座');
    expect(await answers.getByTestId('question-unionStatus').getByLabel('已纳入联合工会(区域/行业)覆盖').isChecked()).toBe(true);
    expect(await answers.getByLabel(ADDED_TITLE).inputValue()).toBe('集体协商指导');
    await page.getByTestId('task-comment').fill('情况属实');
    await c.shot(page, 'launion2-review');
    await page.getByTestId('btn-approve').click();
    await answers.waitFor({ state: 'detached' });
    await expect
      .poll(async () => (await c.stack.db.selectFrom('record').select('state').where('id', '=', recordId).executeTakeFirstOrThrow()).state)
      .toBe('approved');
    await context.close();
  });

  it('shows the answer in the results of each question and downloads them as Excel', async () => {
    const { page, context } = await signedInAs(c, 'launion2');
    await page.goto(`${c.base}${RESULTS}`);
    await expect.poll(() => page.getByTestId('record-count').innerText()).toBe('共1份');
    const joint = page.getByTestId('bars-unionStatus').locator('[data-testid="bar-count"]').nth(1);
    expect(await joint.innerText()).toBe('1');
    expect(await page.getByTestId('average-satisfaction').innerText()).toContain('4');
    expect(await page.getByTestId('texts-suggestions').innerText()).toContain('希望多开展劳动法律讲座');
    expect(await page.getByTestId('result-staffComposition').innerText()).toContain('40');
    await c.shot(page, 'launion2-results');

    const cells = await downloadedSheetCells(page, page.getByTestId('export-answers'));
    expect(cells).toContain(ENTRY.name);
    expect(cells).toContain('希望多开展劳动法律讲座');
    expect(cells).toContain('集体协商指导');
    await context.close();
  });
});
