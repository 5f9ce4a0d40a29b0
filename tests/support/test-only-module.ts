import { modules, type ModuleEntry } from '../../catalogue';
import { parentOnly } from '../../catalogue/flow/parent-only';
import { newId } from '../../db';
import type { TestStack } from './test-stack';

/** survey's company and contact fields and its questionnaire, without what ties it to the covered-enterprise register. */
const { subject: _subject, applicantKinds: _kinds, effects: _effects, ...surveyForm } = modules.survey!;
const { enterpriseId: _entry, surveyYear: _year, ...surveyExample } = surveyForm.example;
const unregistered = surveyForm.fields
  .filter((f) => f.name !== 'enterpriseId' && f.name !== 'surveyYear')
  .map(({ fromSubject: _from, readOnly: _readOnly, ...f }) => f);

/**
 * A test-only module sending its questionnaire out (`sendOut`; no catalogue module has it yet): the
 * published `survey` set to unions below the sender or to mobiles, and a union's record of it one per
 * campaign (`period.scope: 'campaign'`, the campaign named in `campaignId`).
 */
export const SEND_OUT_TEST_ENTRY: ModuleEntry = {
  ...surveyForm,
  example: surveyExample,
  key: 'sendouttest',
  title: { zh: '问卷发放测试', en: 'Questionnaire sent out (test)' },
  starters: ['corp'],
  extraCalls: [],
  sendOut: { audiences: ['unions', 'mobiles'], campaignField: 'campaignId', memberSets: ['readers'] },
  period: { per: 'call', field: 'campaignId', scope: 'campaign' },
  fields: [
    ...unregistered,
    { name: 'campaignId', kind: 'text', label: { zh: '问卷发放批次', en: 'Campaign' }, rules: [{ rule: 'required' }] },
  ],
};

/**
 * A test-only module's own permissions (the catalogue seeds none for it): its view and edit scopes
 * on `path`, granted to the corp and launion roles (or `roles`), as the seed grants a catalogue module's.
 */
export async function grantModuleCalls(
  stack: TestStack,
  entry: Pick<ModuleEntry, 'key' | 'title'>,
  path: string,
  {
    roles = ['corp', 'launion'],
    calls = ['view', 'edit'],
  }: { roles?: readonly string[]; calls?: readonly ('view' | 'edit' | 'send')[] } = {},
): Promise<void> {
  const scopes = await stack.db
    .insertInto('api_scope')
    .values(
      calls.map((what) => ({
        id: newId(),
        menu_id: null,
        scope_name: `${entry.title.zh}-${what}`,
        resource_code: `${entry.key}.${what}`,
        scope_path: path,
        scope_type: (what === 'view' ? 1 : 2) as 1 | 2,
        remark: null,
      })),
    )
    .returning('id')
    .execute();
  const granted = await stack.db.selectFrom('role').select(['id', 'tenant_id']).where('role_alias', 'in', roles).execute();
  await stack.db
    .insertInto('role_scope')
    .values(
      granted.flatMap((r) => scopes.map((s) => ({ role_id: r.id, tenant_id: r.tenant_id, scope_id: s.id, scope_category: 2 as const }))),
    )
    .execute();
}

/**
 * A relief with follow-up rows, for the `followUps` shape (no rights module is built yet): the
 * reviewing launion records payments (at most the approved amount, RL-paid), the enterprise union a
 * visit, a payment is due 7 days after approval, the case closes with `close`, a `correction` voids
 * a row it names.
 */
export const FOLLOW_UP_TEST_ENTRY: ModuleEntry = {
  key: 'followUpReliefTest',
  group: 'T',
  title: { zh: '临时救助(跟进测试)', en: 'Relief (follow-up test)' },
  titleField: 'memberName',
  fields: [
    { name: 'memberName', kind: 'text', label: { zh: '职工姓名', en: 'Member' }, rules: [{ rule: 'required' }], listed: true },
    { name: 'approvedAmount', kind: 'money', label: { zh: '批准金额', en: 'Approved amount' }, rules: [{ rule: 'required' }] },
  ],
  flowModel: parentOnly,
  draftTtlDays: 30,
  route: '/test/follow-up-relief',
  starters: ['corp'],
  calls: ['page', 'detail', 'save', 'submit'],
  example: { memberName: '王芳', approvedAmount: 300000 },
  followUps: {
    dict: 'relief_followup',
    kinds: {
      paid: {
        label: { zh: '发放', en: 'Paid' },
        writers: ['reviewer'],
        needs: ['amount'],
        dueAfter: { days: 7, from: 'approved' },
      },
      visit: { label: { zh: '回访', en: 'Visit' }, writers: ['applicant', 'reviewer'], needs: ['note'] },
      close: { label: { zh: '结案', en: 'Closed' }, writers: ['reviewer'] },
      correction: { label: { zh: '更正', en: 'Correction' }, writers: ['reviewer'], needs: ['note'] },
    },
    closing: ['close'],
    correction: 'correction',
    rules: [{ rule: 'sumNotAbove', kind: 'paid', field: 'approvedAmount' }],
  },
};

/**
 * A relief with personal data of every level (no rights module is built yet): the member's ID number
 * (`mask`, by its kind) and files with a personal slot (ID copies: the applicant union's and the
 * reviewers' only, each download logged) beside an ordinary one.
 */
export const PERSONAL_TEST_ENTRY: ModuleEntry = {
  key: 'personalReliefTest',
  group: 'T',
  title: { zh: '临时救助(个人信息测试)', en: 'Relief (personal data test)' },
  titleField: 'memberName',
  fields: [
    { name: 'memberName', kind: 'text', label: { zh: '职工姓名', en: 'Member' }, rules: [{ rule: 'required' }], listed: true },
    { name: 'memberIdCard', kind: 'idCard', label: { zh: '身份证号', en: 'ID number' }, rules: [{ rule: 'required' }] },
    {
      name: 'files',
      kind: 'attachments',
      label: { zh: '附件', en: 'Attachments' },
      rules: [],
      slots: [
        { key: 'request', label: { zh: '救助申请书', en: 'Request' }, types: ['pdf'] },
        { key: 'idcopy', label: { zh: '身份证复印件', en: 'ID copy' }, types: ['pdf'], personal: true },
      ],
    },
  ],
  flowModel: parentOnly,
  draftTtlDays: 30,
  route: '/test/personal-relief',
  starters: ['corp'],
  calls: ['page', 'detail', 'save', 'submit'],
  example: { memberName: '王芳', memberIdCard: '110108199007184029' },
};
