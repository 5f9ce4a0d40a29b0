import { parentOnly } from '../flow/parent-only';
import type {
  ApplicantKinds,
  AttachmentSlot,
  DocumentDef,
  FieldDef,
  FieldRule,
  I18nText,
  LedgerDerived,
  LedgerRatio,
  ModuleEntry,
  RegisterSheetDef,
  SignatureItem,
  SubjectDef,
} from '../types';
import { dictKeys as K } from './group-b-dicts';
import { field, maxLen, minLen, personName, required, section } from './group-b-parts';

/**
 * The parts the covered-enterprise modules share (docs/forms/group-c-survey.md): the register entry a
 * change is filed about, the contact block, the sections and the 台账's signature rows.
 */

/** survey2 and survey3 are filed about one register entry (`sid`), one open change per entry (cov-registered, cov-one-change). */
export const aboutEnterprise: SubjectDef = { of: { register: 'enterprise' }, param: 'sid', field: 'enterpriseId', openPerSubject: true };

/**
 * survey is filed about one register entry (`pid`, cov-registered); its period keeps one survey per
 * entry and year, and its name and code are the entry's.
 */
export const surveyedEnterprise: SubjectDef = {
  of: { register: 'enterprise' },
  param: 'pid',
  field: 'enterpriseId',
  // cov-survey-name: a survey never renames; a name or code sent otherwise is refused (survey3 renames).
  refuseOther: 'registeredName',
};

/** The entry the record is about: from the route's `sid` (survey: `pid`), hidden in the grid. */
export const enterpriseIdField = (sectionKey = 'enterprise'): FieldDef =>
  field('enterpriseId', 'text', '覆盖企业', 'Covered enterprise', [required], { section: sectionKey });

/** The entry's name, read from the register (a change never retypes it). */
export const registeredName = (name: string, zh: string, en: string, sectionKey = 'enterprise'): FieldDef =>
  field(name, 'text', zh, en, [required, minLen(2), maxLen(100)], {
    section: sectionKey,
    listed: true,
    fromSubject: 'name',
    readOnly: true,
  });

/** The credit code, read from the register: a rename keeps it (cov-rename-code). */
export const registeredUscc = (sectionKey = 'enterprise'): FieldDef =>
  field('uscc', 'uscc', '统一社会信用代码', 'Unified social credit code', [required], {
    section: sectionKey,
    listed: true,
    fromSubject: 'key',
    readOnly: true,
  });

/** When the entry entered the register, read from it: a removal or rename is not dated before it (cov-removal-date, cov-rename-date). */
export const coveredSinceField = (): FieldDef =>
  field('coveredSince', 'date', '纳入覆盖日期', 'Covered since', [required], {
    section: 'enterprise',
    fromSubject: 'recognisedOn',
    readOnly: true,
  });

/** A date of the change, not before the entry entered the register (checked on the server too: `coveredSince` is the register's). */
export const notBeforeCovered: FieldRule = { rule: 'notBeforeField', field: 'coveredSince' };

/**
 * cov-small-unit: with 25 members or more the enterprise is to set up its own union, and the plan for
 * it is asked (《工会法》第十一条: 会员二十五人以上的，应当建立基层工会委员会). survey1 and survey.
 */
export const ownUnionPlanField = (sectionKey: string): FieldDef =>
  field(
    'ownUnionPlan',
    'textarea',
    '单独建会计划',
    'Plan for its own union',
    [{ rule: 'requiredWhenAtLeast', field: 'memberCount', value: 25 }, maxLen(300)],
    { section: sectionKey, help: { zh: '会员达25人的须填写', en: 'Required with 25 members or more' } },
  );

/** The person at the joint union who handles the change, with their mobile (sensitive). */
export const handlerFields = (): FieldDef[] => [
  field('contactName', 'text', '经办人', 'Person in charge', personName, { section: 'contact' }),
  field('contactMobile', 'mobile', '经办人手机', 'Mobile', [required], { section: 'contact' }),
];

export const contactSection = section('contact', '联系人', 'Contact');
export const filesSection = section('files', '附件', 'Attachments');

/** The attachments of a covered-enterprise form (section `files`), in its named slots. */
export const filesField = (slots: AttachmentSlot[]): FieldDef =>
  field('files', 'attachments', '附件', 'Attachments', [], { section: 'files', slots });

/** The help of a date an approval waits for (survey1's and survey2's `effectiveDate`, the entries' `effectiveFrom`). */
export const laterDateWaits: I18nText = { zh: '晚于审批日期的，到期生效', en: 'A date after the approval takes effect on that day' };

/** The section a change of an entry opens with: the entry it is about. */
export const entrySection = section('enterprise', '覆盖企业', 'Covered enterprise');

/**
 * The entry a change is about, read from the register (survey2, survey3): its id from the route, its
 * name under the change's own field and label, its credit code and the day it was covered from.
 */
export const entryFields = (nameField: string, zh: string, en: string): FieldDef[] => [
  enterpriseIdField(),
  registeredName(nameField, zh, en),
  registeredUscc(),
  coveredSinceField(),
];

/** Under each 台账: 填报人, 联系电话, 审核人; 填报单位（盖章）, 填报日期. */
export const coveredSignatures: SignatureItem[][] = [
  ['filledBy', 'phone', 'checkedBy'],
  ['unit', 'date'],
];

/** The document of a covered-enterprise module: its paper form's title and its 台账 with 合计 共N家 and the signature rows. */
export const coveredDocument = (zh: string, en: string, ledger: string[], totals: string[] = []): DocumentDef => ({
  title: { zh, en },
  ledger,
  ...(totals.length ? { totals } : {}),
  signatureRows: coveredSignatures,
});

/**
 * The register's sheet (group-c-survey.md "The register's sheet"): `<union>覆盖企业名录（截至…）`, the
 * entry's company columns, its figures and 入会率, its contact (masked), its days and its last survey;
 * 合计 共N家（在册M家）, and the 台账's signature rows. A higher union's sheet has 覆盖工会 after 序号.
 */
export const enterpriseRegisterSheet: RegisterSheetDef = {
  title: { zh: '覆盖企业名录', en: 'Covered enterprises' },
  columns: [
    { row: 'union', label: { zh: '覆盖工会', en: 'Covering union' } },
    { row: 'name', label: { zh: '企业名称', en: 'Enterprise name' } },
    { row: 'key', label: { zh: '统一社会信用代码', en: 'Unified social credit code' } },
    { field: 'companyCategory' },
    { field: 'companyRegion' },
    { field: 'companyAddress' },
    { field: 'legalRepresentative' },
    { figures: true },
    { field: 'contactName', label: { zh: '企业联系人', en: 'Enterprise contact' } },
    { field: 'contactMobile', label: { zh: '联系电话', en: 'Contact phone' } },
    { row: 'since', label: { zh: '纳入覆盖日期', en: 'Covered since' } },
    { field: 'lastSurveyYear', label: { zh: '最近调查年度', en: 'Last surveyed' } },
    { row: 'state', label: { zh: '状态', en: 'State' } },
    { row: 'closedOn', label: { zh: '移除日期', en: 'Removed on' } },
    { row: 'closeReason', label: { zh: '移除原因', en: 'Reason for removal' }, dict: 'cover_removal_reason' },
  ],
  total: { zh: '合计 共{n}家（在册{active}家）', en: 'Total: {n} enterprises ({active} in the register)' },
  signatureRows: coveredSignatures,
};

/**
 * The 台账's 入会率 after 会员人数 (group-c-survey.md "survey", Sheet): members / staff to one decimal, —
 * with no staff; the 合计 row's is the overall rate of the records' sums.
 */
export const membershipRate: LedgerRatio & LedgerDerived = {
  kind: 'ratio',
  label: { zh: '入会率', en: 'Membership rate' },
  numerator: 'memberCount',
  denominator: 'staffCount',
  after: 'memberCount',
};

/**
 * cov-joint-applicant: a joint union (联合基层工会) or a regional or trade federation (工会联合会) files
 * these; a single employer's union covers no other enterprise (《工会法》第十一条).
 */
export const jointApplicants: ApplicantKinds = { kinds: [K.unionKind.ally, K.unionKind.union], reason: 'notJointUnion' };

/** What the four modules share: group C, the joint union files, drafts kept 60 days. */
export const coveredBase: Pick<ModuleEntry, 'group' | 'starters' | 'draftTtlDays' | 'applicantKinds'> = {
  group: 'C',
  starters: ['corp'],
  draftTtlDays: 60,
  applicantKinds: jointApplicants,
};

/** What a change of an entry adds (survey2, survey3): filed about one entry (`sid`), reviewed by the parent union alone. */
export const entryChange: Pick<ModuleEntry, 'flowModel' | 'subject'> = { flowModel: parentOnly, subject: aboutEnterprise };
