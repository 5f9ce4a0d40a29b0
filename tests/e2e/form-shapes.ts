// How a catalogue module's form is opened, filled and sent in the console, by the module's shape:
// the same steps a user takes from the module's menu, with the fields filled by tests/e2e/form-driver.ts.
// A module of a new shape fails here until its shape is described, instead of being skipped.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import {
  modules,
  registerPagePath,
  resolveStep,
  stepFields,
  type Answers,
  type FieldDef,
  type ModuleEntry,
  type Question,
} from '../../catalogue';
import { campaignSentTo, exampleToSend, moduleBase, reviewThrough, type ApiSession, type TestStack } from '../support';
import { eventually, fillFields } from './form-driver';
import { answerQuestions } from './question-driver';

/** What a shape's run has: the page at the module's menu, the starter's and the reviewers' API sessions. */
export interface FormRun {
  page: Page;
  entry: ModuleEntry;
  stack: TestStack;
  /** The starter's account and its API session. */
  account: string;
  applicant: ApiSession;
  reviewers: ApiSession[];
  /** Approved source records below the starter's union, for a roll-up summary to gather. */
  gatherable: string[];
}

export interface FormShape {
  name: string;
  applies: (entry: ModuleEntry) => boolean;
  /**
   * From the module's menu page to the record sent: fails with what the form said when it was refused.
   * Answers the id of the record now in review (a child's for a works call), none when it was published at once.
   */
  run: (r: FormRun) => Promise<string | undefined>;
}

/** What the console shows when it refuses a form: the form's callout, a field's message, a prefill note, a toast. */
const PROBLEMS = [
  '[data-testid="form-errors"]',
  '[data-testid^="error-"]',
  '[data-testid^="prefill-missing-"]',
  '.bp6-toast.bp6-intent-danger',
  '.bp6-toast.bp6-intent-warning',
].join(', ');

async function problemsOn(page: Page): Promise<string> {
  const texts = await page.locator(PROBLEMS).allInnerTexts();
  return texts.join(' | ') || '(nothing shown)';
}

/**
 * Clicks `button` and waits for the page the console goes to when it took the form (`sent`), or for
 * a refusal on the form; a refusal fails with what the console said.
 */
async function send(page: Page, sent: RegExp, button = 'btn-submit'): Promise<void> {
  await page.getByTestId(button).click();
  const outcome = await Promise.race([
    page.waitForURL(sent, { timeout: 30_000 }).then(() => 'sent' as const),
    page
      .locator(PROBLEMS)
      .first()
      .waitFor({ timeout: 30_000 })
      .then(() => 'refused' as const),
  ]);
  if (outcome === 'refused') throw new Error(`the form was refused: ${await problemsOn(page)}`);
}

/** The state tag of the record on the page, once it reads `state`. */
async function expectState(page: Page, state: string): Promise<void> {
  await eventually(
    () => page.getByTestId('record-state').first().getAttribute('data-state'),
    (s) => s === state,
    `the record ${state}`,
  );
  expect(await page.locator(PROBLEMS).count(), await problemsOn(page)).toBe(0);
}

const DETAIL = /\/detail\/\d+$/;
const idOf = (page: Page) => /\/detail\/(\d+)/.exec(page.url())![1]!;

/**
 * Uploads a module's example cannot list (no record exists for its ids) that the demo union's situation
 * asks for: its transfer in comes from a higher union outside the portal, whose release letter it carries.
 * The driver uploads one sample per id listed.
 */
const SITUATION_UPLOADS: Readonly<Record<string, Record<string, unknown>>> = {
  tradeunionunitinfo: { files: { transferOut: ['release-letter'] } },
};

/** The module's example for a field list: the example's own values, with the uploads the union's situation asks. */
const example = (entry: ModuleEntry) => ({ ...entry.example, ...SITUATION_UPLOADS[entry.key] });

/**
 * On the open form: `fields` filled from the module's example (what `before` adds in between, the
 * answers of a questionnaire), sent, and the record seen in `state`.
 */
async function fillAndSend(
  page: Page,
  entry: ModuleEntry,
  state: string,
  opts: { fields?: FieldDef[]; setByPage?: string[]; before?: () => Promise<void> } = {},
): Promise<string> {
  await page.getByTestId('btn-submit').waitFor();
  await fillFields(page, opts.fields ?? entry.fields, example(entry), opts.setByPage);
  await opts.before?.();
  await send(page, DETAIL);
  await expectState(page, state);
  return idOf(page);
}

/** A record sent from the module's own form (its menu opens it), reviewed as a whole: in review once sent. */
const plain: FormShape = {
  name: 'plain',
  applies: () => true,
  run: async ({ page, entry }) => fillAndSend(page, entry, 'in_review'),
};

/**
 * A union's record of a campaign (`sendOut` to `unions`): the starter's higher union sends the module's
 * question set to it (`version`; none for a call for reports), about the example's year
 * (`sendOut.yearField`), and the starter opens the form from the campaign's portal message (消息中心),
 * the campaign filled in.
 */
async function openFromCampaign(r: FormRun, version?: number): Promise<void> {
  const { page, entry, stack, applicant, account } = r;
  const title = `${entry.title.zh}（${Date.now()}）`;
  const yearField = entry.sendOut!.yearField;
  const year = yearField ? example(entry)[yearField] : undefined;
  const id = await campaignSentTo(stack.app, applicant, entry, {
    title,
    account,
    ...(version === undefined ? {} : { version }),
    ...(typeof year === 'number' ? { year } : {}),
  });
  const base = new URL(page.url()).origin;
  await page.goto(`${base}/myunion/messages`);
  await page.getByTestId('message-open').filter({ hasText: title }).first().click();
  await page.getByTestId('btn-answer-campaign').click();
  await page.waitForURL((url) => url.searchParams.get(entry.sendOut!.campaignField!) === id);
}

/** Whether the module's records answer campaigns sent to unions (one record per union and campaign). */
const answersCampaigns = (e: ModuleEntry) => e.sendOut?.campaignField !== undefined && e.sendOut.audiences.includes('unions');

/**
 * A questionnaire: the module's fields, then the published question set's answers, each by its
 * question's kind; a union's record of a campaign is opened from the campaign first, a record about a
 * register row from its row.
 */
const questionnaire: FormShape = {
  name: 'questionnaire',
  applies: (e) => e.questionnaire !== undefined,
  run: async (r) => {
    const { page, entry, applicant } = r;
    const published = await applicant.get(`/api/blade-crop/crop/${entry.key}/question-set/published`, {
      setKey: entry.questionnaire!.setKey,
    });
    expect(published.status).toBe(200);
    if (answersCampaigns(entry)) await openFromCampaign(r, published.body.data.version as number);
    // survey is filed about an entry of the register: opened from its row.
    const aboutRow = aboutARow(entry);
    if (aboutRow) await openFromRegisterRow(page, entry);
    await page.getByTestId('questionnaire-filler').waitFor();
    const questions = published.body.data.content.questions as Question[];
    return fillAndSend(page, entry, 'in_review', {
      before: () => answerQuestions(page, questions, (example(entry).answers ?? {}) as Answers),
      ...(aboutRow ? { setByPage: [entry.subject!.field] } : {}),
    });
  },
};

/**
 * A record filed to a call for reports (`sendOut.withoutQuestions`, finance7's 决算通知): opened from
 * the call's portal message, the call and its year filled in, then filled and sent as a plain form.
 */
const reportCall: FormShape = {
  name: 'call for reports',
  applies: (e) => e.sendOut?.withoutQuestions === true,
  run: async (r) => {
    await openFromCampaign(r);
    return fillAndSend(r.page, r.entry, 'in_review');
  },
};

/**
 * A stepped record: each step's form (the variant the example chooses) filled and sent; between
 * steps its reviewers approve it through their task lists and the applicant opens the next step
 * with the detail page's edit button.
 */
const stepped: FormShape = {
  name: 'steps',
  applies: (e) => (e.steps?.length ?? 0) > 0,
  run: async ({ page, entry, applicant, reviewers }) => {
    for (const [index, step] of entry.steps!.entries()) {
      const at = resolveStep(entry, step.key, example(entry))!;
      await page.getByTestId(`step-${at.key}`).waitFor();
      const id = await fillAndSend(page, entry, 'in_review', { fields: stepFields(entry, at.fields) });
      if (index === entry.steps!.length - 1) return id;
      const pid = (await applicant.get(`/api/blade-crop/crop/${entry.key}/detail`, { id })).body.data.processInstanceId as string;
      const row = await reviewThrough(reviewers, applicant, entry.key, id, pid);
      expect(row.step).toBe(entry.steps![index + 1]!.key);
      await page.reload();
      await page.getByTestId('btn-edit').click();
    }
    throw new Error(`${entry.key} has no steps`);
  },
};

/**
 * A notice published without review: the menu opens its list, whose 发布 button opens the form; sent,
 * it is published at once.
 */
const publishOnly: FormShape = {
  name: 'publishOnly',
  applies: (e) => e.publishOnly === true,
  run: async ({ page, entry }) => {
    await page.getByTestId('btn-new').click();
    await fillAndSend(page, entry, 'approved');
    return undefined;
  },
};

/**
 * A roll-up summary: the menu opens the gathering page, where the higher union chooses its unions'
 * approved records; the summary form starts with the chosen kind and the count gathered (set by the
 * page, not typed), the rest is typed, and the summary goes up for review.
 */
const rollUpSummary: FormShape = {
  name: 'rollUp summary',
  applies: (e) => e.rollUp !== undefined && e.rollUp.source !== e.key,
  run: async ({ page, entry, gatherable }) => {
    expect(gatherable.length, 'approved records below the union to gather').toBeGreaterThan(0);
    for (const id of gatherable) await page.getByTestId(`gather-${id}`).check({ force: true });
    await page.getByTestId('btn-gather').click();
    return fillAndSend(page, entry, 'in_review', { setByPage: [...(entry.period?.field ? [entry.period.field] : []), 'reportedCount'] });
  },
};

/** The code texted to `phone` last (the test stack keeps texts in its outbox). */
async function textedCode(stack: TestStack, phone: string): Promise<string> {
  const code = await eventually(
    async () => {
      const sent = await stack.db
        .selectFrom('sms_outbox')
        .select('params')
        .where('phone', '=', phone)
        .orderBy('create_time', 'desc')
        .executeTakeFirst();
      return sent?.params.code ?? '';
    },
    (v) => v !== '',
    `a code texted to ${phone}`,
  );
  return code;
}

/**
 * A module with children (a works call): the union begins its entry in the begin dialog, adds a work
 * with the child form (its owner confirming with the texted code where the child asks for one) and
 * sends the work up from the entry's works table.
 */
const children: FormShape = {
  name: 'children',
  applies: (e) => e.children !== undefined,
  run: async ({ page, entry, stack }) => {
    const child = entry.children!;
    await page.getByTestId('btn-begin').click();
    const dialog = page.getByTestId('begin-dialog');
    await fillFields(dialog, entry.fields, example(entry));
    await send(page, DETAIL, 'btn-begin-confirm');
    await page.getByTestId('works-table').waitFor();
    await page.getByTestId('btn-add-work').click();
    await page.getByTestId('btn-submit').waitFor();
    await fillFields(page, child.fields, child.example);
    if (child.confirmField) {
      await page.getByTestId('work-sms-send').click();
      await page.getByTestId('work-sms-code').fill(await textedCode(stack, String(child.example[child.confirmField])));
    }
    await send(page, DETAIL);
    const title = String(child.example[child.titleField]);
    const row = page.getByTestId('works-table').locator('tr[data-row-id]', { hasText: title });
    await row.waitFor();
    const id = (await row.getAttribute('data-row-id'))!;
    const state = () => page.getByTestId(`work-${id}`).getByTestId('record-state').getAttribute('data-state');
    // A filed work stays with the union until it is sent up with the chosen ones.
    if ((await state()) === 'draft') {
      await page.getByTestId(`work-${id}`).getByTestId('row-select').check({ force: true });
      await page.getByTestId('btn-submit-chosen').click();
    }
    await eventually(state, (s) => s === 'in_review', 'the work in review');
    expect(await page.locator(PROBLEMS).count(), await problemsOn(page)).toBe(0);
    return id;
  },
};

/** Whether the module's records are each filed about a register row (`subject`: survey, survey2 and survey3 about an enterprise). */
const aboutARow = (e: ModuleEntry) => e.subject !== undefined && 'register' in e.subject.of;

/** The register's page, and on the example's row the module's button: the form opens with the row filled in. */
async function openFromRegisterRow(page: Page, entry: ModuleEntry): Promise<void> {
  const register = (entry.subject!.of as { register: string }).register;
  const holder = Object.values(modules).find((m) => m.register?.key === register && registerPagePath(m) !== undefined);
  expect(holder, `a module showing the ${register} register`).toBeDefined();
  const rowId = String(entry.example[entry.subject!.field]);
  await page.goto(`${new URL(page.url()).origin}${registerPagePath(holder!)}`);
  await page.getByTestId(`open-${entry.key}-${rowId}`).click();
  await page.waitForURL((url) => url.searchParams.get(entry.subject!.field) === rowId);
}

/**
 * A record filed about a row of a register (`subject`: survey2 and survey3 about an enterprise): the
 * starter opens the register's page and, on the example's row, the module's button, which opens the
 * form with the row filled in (`sid`); the rest is typed.
 */
const aboutRegisterRow: FormShape = {
  name: 'about a register row',
  applies: (e) => aboutARow(e),
  run: async ({ page, entry }) => {
    await openFromRegisterRow(page, entry);
    return fillAndSend(page, entry, 'in_review', { setByPage: [entry.subject!.field] });
  },
};

/**
 * A record filed about another module's approved record (`subject`: field4material under field4):
 * the starter's parent record is filed and approved through the API, and the starter opens the new
 * record from the parent's detail page (its list of records about it), the parent filled in (`pid`).
 */
const aboutRecord: FormShape = {
  name: 'about a record',
  applies: (e) => e.subject !== undefined && 'module' in e.subject.of,
  run: async ({ page, entry, stack, applicant, reviewers }) => {
    const parentEntry = modules[(entry.subject!.of as { module: string }).module]!;
    const { id, form } = await exampleToSend(stack.app, applicant, parentEntry);
    const sent = await applicant.post(`${moduleBase(parentEntry)}/submit`, { ...form, ...(id ? { id } : {}) });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    await reviewThrough(reviewers, applicant, parentEntry.key, sent.body.data.id, sent.body.data.processInstanceId);
    await page.goto(`${new URL(page.url()).origin}/crop/${parentEntry.key}/detail/${sent.body.data.id}`);
    await page.getByTestId(`about-new-${entry.key}`).click();
    await page.waitForURL((url) => url.searchParams.get(entry.subject!.field) === String(sent.body.data.id));
    return fillAndSend(page, entry, 'in_review', { setByPage: [entry.subject!.field] });
  },
};

/** The shapes, the most particular first: a module takes the first that applies (every module has one: `plain`). */
export const FORM_SHAPES: readonly FormShape[] = [
  children,
  rollUpSummary,
  publishOnly,
  stepped,
  questionnaire,
  reportCall,
  aboutRegisterRow,
  aboutRecord,
  plain,
];

export const shapeOf = (entry: ModuleEntry): FormShape => FORM_SHAPES.find((s) => s.applies(entry))!;
