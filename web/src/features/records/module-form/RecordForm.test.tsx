import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RecordView, SubmitAnswer } from '../../../api';
import {
  demoSurveyAnswers,
  demoSurveySet,
  modules,
  personalPaths,
  revealedValues,
  type FieldDef,
  type FieldKind,
} from '../../../catalogue';
import { FakeApi, moduleButtons, renderConsole } from '../../../testing';
import { answerLookups, DICTIONARIES } from '../../../testing/answers/lookups';
import { recordAnswer, type RecordFacts } from '../../../testing/answers/records';
import { roundStanding } from '../../../testing/answers/round';
import { RecordForm } from './RecordForm';

const setup1 = modules.setup1!;
const BASE = '/crop/setup1/form';
const DETAIL = 'GET /api/blade-crop/crop/setup1/detail' as const;
const SUBMIT = 'POST /api/blade-crop/crop/setup1/submit' as const;
const RESUBMIT = 'POST /api/blade-crop/crop/setup1/resubmit' as const;
const REVEAL = 'GET /api/blade-crop/crop/setup1/reveal' as const;

const IS_APPLY = 'GET /api/blade-crop/crop/round/isApply' as const;

/** What `reveal` answers for a record: its personal fields in full, as its form holds them. */
const revealOf = (record: RecordView, entry = setup1) => revealedValues(record.form, personalPaths(entry.fields));

/** setup1's form, as corp1 holding every button of the module: a new one, or the record `facts` describe. */
async function renderForm(api: FakeApi, facts?: Omit<RecordFacts, 'module'>, revealed?: Record<string, unknown>) {
  answerLookups(api, 'setup1');
  let record: RecordView | undefined;
  if (facts) {
    record = recordAnswer({ module: 'setup1', ...facts });
    api.answer(DETAIL, record);
    api.answer(REVEAL, revealed ?? revealOf(record));
  }
  const shown = await renderConsole(<RecordForm entry={setup1} id={record?.id} basePath={BASE} />, {
    api,
    at: record ? `${BASE}/${record.id}` : BASE,
    path: `${BASE}/:id?`,
    buttons: moduleButtons('setup1'),
  });
  await screen.findByTestId('record-form');
  return shown;
}

const input = (name: string) => document.getElementById(`field-${name}`) as HTMLInputElement;
const optionTexts = (el: Element) => [...el.querySelectorAll('option')].map((o) => o.textContent);
const formGroupOf = (el: Element) => el.closest('.bp6-form-group');

/** What each kind of setup1's fields looks like in the form. */
const LOOKS: Partial<Record<FieldKind, (el: HTMLElement, field: FieldDef) => void>> = {
  text: (el) => expect([el.tagName, (el as HTMLInputElement).type]).toEqual(['INPUT', 'text']),
  uscc: (el) => expect([el.tagName, (el as HTMLInputElement).type]).toEqual(['INPUT', 'text']),
  integer: (el) => expect([el.tagName, (el as HTMLInputElement).type]).toEqual(['INPUT', 'number']),
  mobile: (el) => expect([el.tagName, (el as HTMLInputElement).type]).toEqual(['INPUT', 'tel']),
  date: (el) => expect(el.tagName).toBe('INPUT'),
  textarea: (el) => expect(el.tagName).toBe('TEXTAREA'),
  region: (el) => expect(optionTexts(el)).toContain('北京市'),
  dict: (el) => expect(optionTexts(el)).toEqual(expect.arrayContaining(DICTIONARIES.setup_mode!.map((d) => d.dictValue))),
  unionPicker: (el) => expect(optionTexts(el)).toContain('\u3000海淀街道总工会'),
  rows: (el, field) => {
    const headers = [...el.querySelectorAll('th')].map((th) => th.textContent ?? '');
    for (const column of field.columns ?? []) expect(headers.some((h) => h.startsWith(column.label.zh))).toBe(true);
  },
  attachments: (el) => expect([el.tagName, (el as HTMLInputElement).type]).toEqual(['INPUT', 'file']),
};

describe('RecordForm', () => {
  it('draws every field of the module under its label as an input of its kind', async () => {
    await renderForm(new FakeApi());
    // The lookups (regions, dictionaries, unions) have answered once the region select has its options.
    await waitFor(() => expect(optionTexts(input('regionCode'))).toContain('北京市'));
    await waitFor(() => expect(optionTexts(input('higherUnion'))).toContain('\u3000海淀街道总工会'));
    for (const field of setup1.fields) {
      const label = document.querySelector(`label[for="field-${field.name}"]`);
      expect(label?.textContent, field.name).toContain(field.label.zh);
      const look = LOOKS[field.kind];
      expect(look, `a look for kind ${field.kind}`).toBeDefined();
      look!(input(field.name), field);
    }
  });

  it('shows a required field’s message under its input when submitted empty, and sends nothing', async () => {
    const api = new FakeApi();
    const { user } = await renderForm(api);
    await user.click(screen.getByTestId('btn-submit'));
    const error = await screen.findByTestId('error-enterpriseName');
    expect(error.textContent).toBe('请填写企业名称');
    expect(formGroupOf(error)?.contains(input('enterpriseName'))).toBe(true);
    expect(api.callsTo(SUBMIT)).toEqual([]);
  });

  it('shows the field errors of the server’s 400 under their inputs', async () => {
    const api = new FakeApi().refuse(SUBMIT, 400, '该工会名称已被使用', {
      errors: [{ field: 'unionName', rule: 'uniqueUnionName', message: '该工会名称已被使用' }],
    });
    const { user, router } = await renderForm(api, { id: '7', state: 'draft', actions: ['save', 'submit', 'cancel', 'remove'] });
    await user.click(screen.getByTestId('btn-submit'));
    const error = await screen.findByTestId('error-unionName');
    expect(error.textContent).toBe('该工会名称已被使用');
    expect(formGroupOf(error)?.contains(input('unionName'))).toBe(true);
    expect(router.state.location.pathname).toBe(`${BASE}/7`);
  });

  it('tells a server error that names no field of the form above it', async () => {
    const api = new FakeApi().refuse(SUBMIT, 400, '上级工会不接收申请', {
      errors: [{ field: 'higherUnionAccepts', rule: 'accepts', message: '上级工会不接收申请' }],
    });
    const { user } = await renderForm(api, { id: '7', state: 'draft', actions: ['save', 'submit', 'cancel', 'remove'] });
    await user.click(screen.getByTestId('btn-submit'));
    expect((await screen.findByTestId('form-errors')).textContent).toContain('上级工会不接收申请');
  });

  it('sends a draft whose actions offer submit with submit, then opens its detail', async () => {
    const api = new FakeApi().answer<SubmitAnswer>(SUBMIT, { id: '7', processInstanceId: 'setup1-7', state: 'in_review' });
    const { user, router } = await renderForm(api, { id: '7', state: 'draft', actions: ['save', 'submit', 'cancel', 'remove'] });
    await user.click(screen.getByTestId('btn-submit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/crop/setup1/detail/7'));
    expect(api.callsTo(SUBMIT)[0]?.body).toMatchObject({ id: '7', unionName: setup1.example!.unionName });
    expect(api.callsTo(RESUBMIT)).toEqual([]);
  });

  it('edits a record with its personal fields in full, asked with reveal for the edit, and never sends a mask back', async () => {
    const api = new FakeApi().answer<SubmitAnswer>(SUBMIT, { id: '7', processInstanceId: 'setup1-7', state: 'in_review' });
    const facts: Omit<RecordFacts, 'module'> = { id: '7', state: 'draft', actions: ['save', 'submit'] };
    const full = { ...revealOf(recordAnswer({ module: 'setup1', ...facts })), leaderMobile: '13912345678' };
    const { user } = await renderForm(api, facts, full);
    await waitFor(() => expect(input('leaderMobile').value).toBe('13912345678'));
    expect(api.callsTo(REVEAL)[0]?.query.get('purpose')).toBe('edit');
    await user.click(screen.getByTestId('btn-submit'));
    await waitFor(() => expect(api.callsTo(SUBMIT)).toHaveLength(1));
    expect(api.callsTo(SUBMIT)[0]?.body).toMatchObject({ leaderMobile: '13912345678' });
  });

  it('sends a returned record whose actions offer resubmit with resubmit and its open task', async () => {
    const api = new FakeApi().answer<SubmitAnswer>(RESUBMIT, { id: '7', processInstanceId: 'setup1-7', state: 'in_review' });
    const { user, router } = await renderForm(api, {
      id: '7',
      state: 'returned',
      actions: ['save', 'resubmit', 'cancel'],
      openTaskId: 'task-3',
      lastComment: '筹备组名单缺少组长签字',
    });
    expect(screen.getByTestId('returned-comment').textContent).toContain('筹备组名单缺少组长签字');
    await user.click(screen.getByTestId('btn-submit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/crop/setup1/detail/7'));
    expect(api.callsTo(RESUBMIT)[0]?.body).toMatchObject({ id: '7', taskId: 'task-3' });
    expect(api.callsTo(SUBMIT)).toEqual([]);
  });

  it('shows a returned record the rows its return points at, each in words under the reviewer’s comment', async () => {
    await renderForm(new FakeApi(), {
      id: '7',
      state: 'returned',
      actions: ['save', 'resubmit', 'cancel'],
      lastComment: '请核实筹备组成员',
      returnPoints: [{ field: 'prepGroup', line: '1', column: 'mobile', comment: '手机号码无法接通' }],
    });
    expect(screen.getByTestId('return-points').textContent).toBe('筹备组成员·第2行·手机号码：手机号码无法接通');
  });

  it('lets a draft whose actions offer only submit be changed and submitted (the actions decide, not a save call)', async () => {
    const api = new FakeApi().answer<SubmitAnswer>(SUBMIT, { id: '7', processInstanceId: 'setup1-7', state: 'in_review' });
    const { user } = await renderForm(api, { id: '7', state: 'draft', actions: ['submit', 'cancel'] });
    expect(input('enterpriseName').disabled).toBe(false);
    await user.click(screen.getByTestId('btn-submit'));
    await waitFor(() => expect(api.callsTo(SUBMIT)).toHaveLength(1));
  });

  it('keeps a record whose actions offer no change read-only', async () => {
    await renderForm(new FakeApi(), { id: '7', state: 'in_review', actions: ['withdraw', 'cancel'] });
    expect(input('enterpriseName').disabled).toBe(true);
    expect((screen.getByTestId('btn-submit') as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByTestId('btn-save-draft') as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('RecordForm of a nomination whose nominee may consent by texted code', () => {
  const boost = modules.recommendEmployeeInnovationBoost1Endpoint!;
  const BOOST = '/api/blade-crop/crop/recommendEmployeeInnovationBoost1Endpoint';
  const SAVE = `POST ${BOOST}/saveDraft` as const;
  const BOOST_BASE = '/honor/boost/form';

  async function renderBoost(api: FakeApi, facts: Omit<RecordFacts, 'module'>) {
    answerLookups(api, boost);
    // The round above the form (the round shape's part): open, a place left.
    api.answer(IS_APPLY, roundStanding({ kind: 'boost', quota: 5 }));
    const record = recordAnswer({ module: boost.key, ...facts });
    api.answer(`GET ${BOOST}/detail`, record);
    api.answer(`GET ${BOOST}/reveal`, revealOf(record, boost));
    const shown = await renderConsole(<RecordForm entry={boost} id={record.id} basePath={BOOST_BASE} />, {
      api,
      at: `${BOOST_BASE}/${record.id}`,
      path: `${BOOST_BASE}/:id?`,
      buttons: moduleButtons(boost.key),
    });
    await screen.findByTestId('record-form');
    return shown;
  }

  it('shows 短信确认 in the attachments’ section and sends the code typed with the save, outside the form’s fields', async () => {
    const api = new FakeApi().answer(SAVE, recordAnswer({ module: boost.key, id: '9', state: 'draft', actions: ['save', 'submit'] }));
    const { user } = await renderBoost(api, { id: '9', state: 'draft', actions: ['save', 'submit', 'cancel', 'remove'] });
    const code = await screen.findByTestId('consent-code');
    expect(code.closest('.form-section')?.querySelector('.section-title')?.textContent).toBe('附件');
    await user.type(code, '246810');
    await user.click(screen.getByTestId('btn-save-draft'));
    await waitFor(() => expect(api.callsTo(SAVE)).toHaveLength(1));
    expect(api.callsTo(SAVE)[0]?.body).toMatchObject({ id: '9', consentCode: '246810', mobile: boost.example.mobile });
  });

  it('shows the server’s message for a wrong code under the code', async () => {
    const api = new FakeApi().refuse(SAVE, 400, '验证码不正确或已过期', {
      errors: [{ field: 'consentCode', rule: 'smsCode', message: '验证码不正确或已过期' }],
    });
    const { user } = await renderBoost(api, { id: '9', state: 'draft', actions: ['save', 'submit', 'cancel', 'remove'] });
    await user.type(await screen.findByTestId('consent-code'), '000000');
    await user.click(screen.getByTestId('btn-save-draft'));
    expect((await screen.findByTestId('error-consentCode')).textContent).toBe('验证码不正确或已过期');
  });

  it('shows a nominee who confirmed as 已确认 with the time', async () => {
    await renderBoost(new FakeApi(), {
      id: '9',
      state: 'draft',
      actions: ['save', 'submit', 'cancel', 'remove'],
      consent: { phone: '139****4444', confirmedAt: '2026-11-27 14:30:00' },
    });
    expect((await screen.findByTestId('consent-confirmed')).textContent).toBe('已确认 139****4444 于 2026-11-27 14:30:00 确认');
  });
});

describe('RecordForm of a survey whose contact answered through the link', () => {
  const survey = modules.survey!;
  const SURVEY = '/api/blade-crop/crop/survey';
  const SAVE = `POST ${SURVEY}/saveDraft` as const;
  const SURVEY_BASE = '/myunion/companys/survey/form';
  const linkAnswer = {
    responseId: '9001',
    answeredAt: '2026-11-20 10:12:00',
    version: 1,
    answers: { ...demoSurveyAnswers, satisfaction: 5 },
  };

  it('takes the link’s answer into the questionnaire (采用企业答复) and saves it with where it came from', async () => {
    const api = new FakeApi();
    answerLookups(api, survey);
    // The categories of the enterprise (a dictionary the shared lookups do not keep), and the register entry it fills from.
    api.answer('GET /api/blade-system/dict-biz/dictionary', (call) => DICTIONARIES[call.query.get('code') ?? ''] ?? []);
    api.answer(`GET ${SURVEY}/subject`, {});
    const record = recordAnswer({
      module: survey.key,
      id: '42',
      state: 'draft',
      actions: ['save', 'submit', 'cancel', 'remove'],
      form: { ...survey.example, answers: {}, questionSetVersion: 1 },
      linkAnswer,
      linkInvitation: {
        state: 'answered',
        phone: '139****9000',
        sentAt: '2026-11-18 09:30:00',
        reminders: 0,
        remindedAt: [],
        openedAt: '2026-11-20 10:01:00',
        answeredAt: '2026-11-20 10:12:00',
        expiresAt: '2026-12-02 09:30:00',
      },
    });
    api
      .answer(`GET ${SURVEY}/detail`, record)
      .answer(`GET ${SURVEY}/reveal`, revealOf(record, survey))
      .answer(`GET ${SURVEY}/getphone`, { hasPhone: true, phone: '139****9000' })
      .answer(`GET ${SURVEY}/question-set/published`, {
        setKey: 'survey',
        version: 1,
        publishTime: '2026-11-01 09:00:00',
        content: demoSurveySet,
      })
      .answer(SAVE, record);
    const { user } = await renderConsole(<RecordForm entry={survey} id="42" basePath={SURVEY_BASE} />, {
      api,
      at: `${SURVEY_BASE}/42`,
      path: `${SURVEY_BASE}/:id?`,
      buttons: moduleButtons(survey.key),
    });
    await user.click(await screen.findByTestId('link-adopt'));
    expect(await screen.findByTestId('link-adopted')).toBeTruthy();
    await user.click(screen.getByTestId('btn-save-draft'));
    await waitFor(() => expect(api.callsTo(SAVE)).toHaveLength(1));
    expect(api.callsTo(SAVE)[0]?.body).toMatchObject({
      id: '42',
      questionSetVersion: 1,
      answers: linkAnswer.answers,
      answersSource: { responseId: '9001' },
    });
  });
});

describe('RecordForm of an application in a round that sets standards', () => {
  const apply = modules.field3apply!;
  const APPLY_BASE = '/myunion/fields/field3/apply';

  it('shows each standard the round sets under the field it bounds, after the field’s own help', async () => {
    const api = answerLookups(new FakeApi(), apply)
      // Every dictionary the bookroom form reads; the test looks at the standards only.
      .answer('GET /api/blade-system/dict-biz/dictionary', (call) => DICTIONARIES[call.query.get('code') ?? ''] ?? [])
      .answer(
        IS_APPLY,
        roundStanding({
          kind: 'bookroom_site',
          quota: 1,
          roundTitle: '2026年度园区工会职工书屋示范点申报',
          standards: { area: 100, periodicals: 10, digital: true },
        }),
      );
    await renderConsole(<RecordForm entry={apply} id={undefined} basePath={APPLY_BASE} />, {
      api,
      at: APPLY_BASE,
      path: `${APPLY_BASE}/:id?`,
      buttons: moduleButtons(apply.key),
    });
    const area = await screen.findByTestId('extra-help-area');
    expect(area.textContent).toBe('本批次标准：不少于100平方米');
    expect(formGroupOf(area)?.contains(input('area'))).toBe(true);
    expect(formGroupOf(screen.getByTestId('extra-help-periodicals'))?.textContent).toContain('含《工人日报》等；本批次标准：不少于10种');
    await waitFor(() => expect(screen.getByTestId('extra-help-digitalAccess').textContent).toBe('本批次标准：须为“是”'));
    expect(screen.queryByTestId('extra-help-bookCount')).toBeNull();
  });
});
