// 公示 in the browser: a capital medal nomination approved through the API the console calls; the
// federation opens its publicity under 荣誉 › 公示管理, a visitor reaches 公示公告 from the login page
// (as the login card's tenant) and objects with the captcha, the nominee's union reads the objection's
// message in its 消息中心 and its higher union verifies it there, the federation answers the objection
// in the console and, once the publicity has ended (its dates moved back, as the integration tests
// do), records the decision; the honour is then in honor2.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { modules } from '../../catalogue';
import { exampleToSend, login, moduleBase, reviewThrough, type ApiSession } from '../support';
import { CAPTCHA_CODE, signedInAs, openPage, poll, startConsole, type ConsoleStack } from './identity-helpers';

const MEDAL = modules.recommendCapital1!;
const dayOffset = (days: number) => new Date(Date.now() + 8 * 3600_000 + days * 86_400_000).toISOString().slice(0, 10);

let c: ConsoleStack;
let federation: ApiSession;
let recordId: string;
let nominee: string;
let roundId: string;

beforeAll(async () => {
  c = await startConsole('publicity-console');
  const [corp1, launion1, fed] = await Promise.all(['corp1', 'launion1', 'federation'].map((a) => login(c.stack.app, a)));
  federation = fed!;
  const sent = await exampleToSend(c.stack.app, corp1!, MEDAL);
  const filed = await corp1!.post(`${moduleBase(MEDAL)}/submit`, { ...sent.form, ...(sent.id ? { id: sent.id } : {}) });
  expect(filed.status, JSON.stringify(filed.body)).toBe(200);
  recordId = filed.body.data.id;
  nominee = String(sent.form.name);
  const row = await reviewThrough([launion1!, federation], corp1!, MEDAL.key, recordId, filed.body.data.processInstanceId);
  expect(row.state).toBe('approved');
  roundId = (await federation.get('/api/blade-crop/crop/round/list', { kind: 'capital_medal' })).body.data.records[0].id;
}, 240_000);
afterAll(async () => {
  await c?.close();
});

describe('公示 from the federation’s console to the public page and back', () => {
  it('opens the publicity, takes an objection on the public page, answers it and records the decision granting the honour', async () => {
    // The federation publishes the approved nomination.
    const { page, context } = await signedInAs(c, 'federation');
    await page.getByTestId('menu-honor').click();
    await page.getByTestId('section-item-publicity').getByRole('link').click();
    await page.waitForURL(/\/honor\/publicity$/);
    await page.getByTestId('btn-open-publicity').click();
    const opening = page.getByTestId('publicity-open-dialog');
    await opening.getByTestId('field-roundId').selectOption(roundId);
    // Blueprint draws the box over the input: the label takes the click.
    await opening.locator('label', { has: page.getByTestId(`candidate-${recordId}`) }).click();
    expect(await opening.getByTestId(`candidate-${recordId}`).isChecked()).toBe(true);
    await opening.getByTestId('field-contactPhone').fill('010-62345678');
    await opening.getByTestId('field-note').fill('如有异议，请于公示期内实名反映。');
    await c.shot(page, 'open');
    await opening.getByTestId('dialog-submit').click();
    await page.waitForURL(/\/honor\/publicity\/\d+$/);
    const publicityId = page.url().split('/').at(-1)!;
    await poll(() => page.getByTestId(`nominee-${recordId}`).innerText()).toContain(nominee);

    // A visitor, signed in nowhere, finds it from the login page and objects.
    const visitor = await openPage(c, '/login');
    await visitor.page.getByTestId('login-publicity').click();
    // The login card's tenant goes with the visitor: the list, the notice and the objection read it.
    await visitor.page.waitForURL(/\/public\/publicity\?tenant=000000$/);
    await visitor.page.getByTestId(`public-publicity-${publicityId}`).getByRole('link').click();
    await visitor.page.waitForURL(new RegExp(`/public/publicity/${publicityId}\\?tenant=000000$`));
    const card = visitor.page.getByTestId(`public-nominee-${recordId}`);
    await poll(() => card.innerText()).toContain(nominee);
    expect(await card.innerText()).not.toContain(String(MEDAL.example.idCard));
    await card.getByTestId('btn-object').click();
    const form = visitor.page.getByTestId('objection-dialog');
    await form.getByTestId('field-content').fill('反映该人选所在班组2025年发生过一起安全生产事故，请核查。');
    await form.getByTestId('field-objectorName').fill('王明');
    await form.getByTestId('field-mobile').fill('13800138000');
    await form.locator('[data-testid="login-captcha-image"] img').waitFor();
    await form.getByTestId('login-captcha').fill(CAPTCHA_CODE);
    await form.getByTestId('dialog-submit').click();
    const filed = visitor.page.getByTestId('objection-filed');
    await poll(() => filed.innerText()).toMatch(/GS\d{4}-\d{6}/);
    const refNo = /GS\d{4}-\d{6}/.exec(await filed.innerText())![0];
    await c.shot(visitor.page, 'objection-filed');
    await visitor.context.close();

    // The nominee's union reads the objection's message: the header counts it, 消息中心 opens it and it is read.
    const union = await signedInAs(c, 'corp1');
    await poll(() => union.page.getByTestId('messages-badge').innerText()).toBe('1');
    await union.page.getByTestId('messages-button').click();
    await union.page.waitForURL(/\/myunion\/messages$/);
    const message = union.page.getByTestId('messages-page').getByTestId('message-open').first();
    await poll(() => message.innerText()).toContain('公示异议');
    await message.click();
    await poll(() => union.page.getByTestId('message-content').innerText()).toContain(refNo);
    expect(await union.page.getByTestId('message-content').innerText()).not.toContain('王明');
    await poll(async () => union.page.getByTestId('messages-badge').count()).toBe(0);
    await c.shot(union.page, 'union-message');
    await union.context.close();

    // Its higher union verifies the objection from the same message.
    const higher = await signedInAs(c, 'launion1');
    await higher.page.goto(`${c.base}/myunion/messages`);
    await higher.page.getByTestId('message-open').first().click();
    await poll(() => higher.page.getByTestId('verify-objection').innerText()).toContain('安全生产事故');
    await higher.page.getByTestId('verify-finding').fill('经我会到该单位核查，事故发生在其他班组。');
    await higher.page.getByTestId('btn-verify').click();
    await poll(() => higher.page.getByTestId('verify-done').innerText()).toContain('其他班组');
    await higher.context.close();

    // The federation answers it.
    await page.reload();
    const objection = page.getByTestId(`objection-${refNo}`);
    await poll(() => objection.innerText()).toContain('13800138000');
    expect(await objection.getByTestId('objection-verification').innerText()).toContain('经我会到该单位核查');
    await objection.getByTestId('btn-answer').click();
    const answering = page.getByTestId('publicity-answer-dialog');
    await answering.getByTestId('field-outcome').selectOption('3');
    await answering.getByTestId('field-finding').fill('经核查，事故发生在其他班组，与该人选无关。');
    await answering.getByTestId('dialog-submit').click();
    await poll(() => objection.getByTestId('objection-state').innerText()).toContain('反映不属实');

    // The publicity's days pass: its dates move back as if the working days had gone by.
    await c.stack.db
      .updateTable('publicity')
      .set({ start_date: dayOffset(-10), end_date: dayOffset(-2) })
      .where('id', '=', publicityId)
      .execute();
    await page.reload();
    await poll(() => page.getByTestId('publicity-phase').innerText()).toBe('已结束');
    await page.getByTestId('btn-decide').click();
    const deciding = page.getByTestId('publicity-decide-dialog');
    await deciding.getByTestId('field-decisionNo').fill('京工发〔2026〕30号');
    await deciding.getByTestId('field-decidedBy').fill('北京市总工会');
    await deciding.getByTestId('field-honourName').fill('首都劳动奖章');
    await deciding.getByTestId('field-decisionDate').fill(dayOffset(-1));
    await deciding.getByTestId('field-decisionDate').press('Tab');
    await deciding.getByTestId('field-level').selectOption('3');
    await deciding.getByTestId(`decide-outcome-${recordId}`).selectOption('1');
    await deciding.getByTestId('dialog-submit').click();
    await poll(() => page.getByTestId('publicity-phase').innerText()).toBe('已决定');
    expect(await page.getByTestId(`nominee-${recordId}`).getByTestId('nominee-outcome').innerText()).toBe('授予');
    await c.shot(page, 'decided');
    await context.close();

    const honours = await federation.get('/api/blade-crop/crop/honor2/getListByType', { type: 'person' });
    expect(honours.body.data.records.map((h: { holderName: string; honourName: string }) => [h.holderName, h.honourName])).toContainEqual([
      nominee,
      '首都劳动奖章',
    ]);
  });
});
