import { ruleMessage } from '../rules/messages';
import type { FieldError } from '../rules/validate-form';
import type { FieldDef, I18nText, Lang, SubjectRefusal } from '../types';
import { isEmptyValue, type FormData } from './values';

/**
 * What a form may fill from the union's own data (`FieldDef.prefill`), each with the words that say
 * where that value comes from, for the form that cannot find it. The values are read by the server
 * (services/organisation/union-profile `unionPrefill`) for the console and for its own check of read-only fields.
 */
export const prefillSources = {
  unionName: { zh: '本会名称', en: "the union's name" },
  uscc: {
    zh: '本会的工会法人统一社会信用代码(工会法人资格登记批准后取得)',
    en: "the union's legal-person credit code (given when its legal-person registration is approved)",
  },
  parentUnion: { zh: '本会的上级工会', en: "the union's higher union" },
  memberCount: { zh: '本会的会员人数(我的工会 · 会员及委员会)', en: "the union's member count (My union, members and committee)" },
  femaleMembers: { zh: '本会的女会员人数(我的工会 · 会员及委员会)', en: "the union's female members (My union, members and committee)" },
  staffCount: { zh: '单位的职工人数(我的工会 · 单位信息)', en: "the employer's staff count (My union, employer)" },
  chairName: {
    zh: '本会的工会主席(换届选举或补选批准后记录)',
    en: "the union's chair (recorded when an election is approved)",
  },
  certNo: {
    zh: '本会的法人资格证书编号(工会法人资格登记批准后取得)',
    en: "the union's legal-person certificate number (given when its registration is approved)",
  },
  unitName: { zh: '单位名称(我的工会 · 单位信息)', en: "the employer's name (My union, employer)" },
  unitUscc: { zh: '单位的统一社会信用代码(我的工会 · 单位信息)', en: "the employer's credit code (My union, employer)" },
  setup1Id: { zh: '本会已批准的建会申请', en: "the union's approved set-up request" },
  fundsBankName: {
    zh: '本会经费账户的开户银行(工会经费登记批准后记录)',
    en: "the bank of the union's funds account (recorded when its funds registration is approved)",
  },
  fundsAccountNo: {
    zh: '本会经费账户的账号(工会经费登记批准后记录)',
    en: "the union's funds account number (recorded when its funds registration is approved)",
  },
  fundsDueMonthly: {
    zh: '本会的月应拨缴经费(工会经费登记批准后记录)',
    en: "the union's monthly allocation due (recorded when its funds registration is approved)",
  },
  // The funds review committee the union registered (finance8 approved, `auditCommitteeRegistered`).
  auditChairName: {
    zh: '本会经费审查委员会主任(经费审查委员会备案批准后记录)',
    en: "the chair of the union's funds review committee (recorded when its registration is approved)",
  },
  auditCommitteeRegistered: {
    zh: '本会是否已备案经费审查委员会(经费审查委员会备案批准后记录)',
    en: "whether the union's funds review committee is registered (recorded when its registration is approved)",
  },
} as const satisfies Record<string, I18nText>;

/** A value a form may fill from the union's data. */
export type PrefillKey = keyof typeof prefillSources;

/** The union's values by key; null where its data has none. */
export type PrefillValues = Partial<Record<PrefillKey, string | number | null>>;

/** The fields that fill from the union's data (the columns of tables never do). */
export const prefilledFields = (fields: readonly FieldDef[]): FieldDef[] => fields.filter((f) => f.prefill !== undefined);

/** The keys those fields read. */
export const prefillKeysOf = (fields: readonly FieldDef[]): PrefillKey[] => [
  ...new Set(prefilledFields(fields).map((f) => f.prefill as PrefillKey)),
];

/** True when the union's data holds nothing for the key. */
const lacks = (known: PrefillValues, key: PrefillKey) => isEmptyValue(known[key]);

/**
 * The values `form` takes from the union's data: a read-only field always (the union's data is its
 * only source), an editable one only where `form` has nothing yet. Keys the union lacks give nothing.
 */
export function prefillForm(fields: readonly FieldDef[], known: PrefillValues, form: Readonly<Record<string, unknown>> = {}): FormData {
  const out: FormData = {};
  for (const f of prefilledFields(fields)) {
    const key = f.prefill as PrefillKey;
    if (lacks(known, key)) continue;
    if (f.readOnly || isEmptyValue(form[f.name])) out[f.name] = known[key] as string | number;
  }
  return out;
}

/** The fields that fill from the subject the record is filed about (`FieldDef.fromSubject`). */
export const subjectFilledFields = (fields: readonly FieldDef[]): FieldDef[] => fields.filter((f) => f.fromSubject !== undefined);

/**
 * The values `form` takes from its subject (a prefill source beside the union's own data): `subject`
 * holds the subject's values by name (a register row's `name`, `key` and data columns, or an approved
 * record's form). A read-only field always takes the subject's value (cleared where it has none), an
 * editable one only where `form` has nothing yet.
 */
export function subjectPrefillForm(
  fields: readonly FieldDef[],
  subject: Readonly<Record<string, unknown>>,
  form: Readonly<Record<string, unknown>> = {},
): FormData {
  const out: FormData = {};
  for (const f of subjectFilledFields(fields)) {
    const value = subject[f.fromSubject!];
    if (f.readOnly) out[f.name] = isEmptyValue(value) ? null : (value as FormData[string]);
    else if (isEmptyValue(form[f.name]) && !isEmptyValue(value)) out[f.name] = value as FormData[string];
  }
  return out;
}

/**
 * The read-only subject fields `form` sends with a value other than the subject's, each refused with
 * `refusal`'s message (the entry's `subject.refuseOther`: survey's name and code are the register's).
 * An empty one is no refusal: the subject fills it.
 */
export function subjectRefusals(
  fields: readonly FieldDef[],
  subject: Readonly<Record<string, unknown>>,
  form: Readonly<Record<string, unknown>>,
  refusal: SubjectRefusal,
  lang: Lang,
): FieldError[] {
  return subjectFilledFields(fields)
    .filter((f) => f.readOnly && !isEmptyValue(form[f.name]))
    .filter((f) => String(form[f.name]).trim() !== (isEmptyValue(subject[f.fromSubject!]) ? '' : String(subject[f.fromSubject!])))
    .map((f) => ({ field: f.name, rule: refusal, message: ruleMessage(refusal, lang, f.label[lang]) }));
}

/** Why a prefilled field is empty: the union's data lacks its value (the words name where it would come from). */
export function prefillNote(field: FieldDef, lang: Lang): string {
  const source = prefillSources[field.prefill as PrefillKey];
  return ruleMessage('prefill', lang, field.label[lang], { source: source ? source[lang] : String(field.prefill) });
}

/** The prefilled fields whose value the union's data lacks, each with its note, by field name. */
export function missingPrefills(fields: readonly FieldDef[], known: PrefillValues, lang: Lang): Record<string, string> {
  return Object.fromEntries(
    prefilledFields(fields)
      .filter((f) => lacks(known, f.prefill as PrefillKey))
      .map((f) => [f.name, prefillNote(f, lang)]),
  );
}
