import { modules, type FieldDef, type I18nText } from '../../../catalogue';
import { FUNDS_FIGURES, FUNDS_TEXTS, type HistorySection, type UnionStatus } from '../../../db';
import { PROFILE_SECTIONS } from './sections';

/**
 * What each key of a history section means, so the history names it for its reader: the field (its
 * label and kind: dictionary, money, date, union, rows), or a key kept for the system only.
 */
export interface HistoryField {
  field: FieldDef;
  /** Names of a fixed set of values (a status, a direction): the value's name instead of the value. */
  names?: Readonly<Record<string, I18nText>>;
  /** What a `rows` value counts (人 for officers); rows otherwise. */
  counts?: I18nText;
}

/** A key kept for the system (a tree path, a name the id already gives): never shown as a change. */
export const HIDDEN = 'hidden' as const;
type Definition = HistoryField | typeof HIDDEN;

const f = (name: string, kind: FieldDef['kind'], zh: string, en: string): FieldDef => ({ name, kind, label: { zh, en }, rules: [] });
const def = (field: FieldDef, extra: Omit<HistoryField, 'field'> = {}): HistoryField => ({ field, ...extra });

/** A catalogue field under the name an effect keeps it by (setup3's `legalRepName` is the certificate's `legalRep`). */
function fieldOf(module: string, name: string, as = name): FieldDef {
  const field = modules[module]?.fields.find((x) => x.name === name);
  if (!field) throw new Error(`${module} has no field ${name}`);
  return { ...field, name: as };
}

/** A union's status by name. */
export const STATUS_NAMES: Record<UnionStatus, I18nText> = {
  preparing: { zh: '筹建中', en: 'Being set up' },
  active: { zh: '正常', en: 'Active' },
  transferredOut: { zh: '已转出', en: 'Transferred out' },
};

const DIRECTIONS: Record<string, I18nText> = { out: { zh: '转出', en: 'Out' }, in: { zh: '转入', en: 'In' } };

const higherUnion = f('parentId', 'unionPicker', '上级工会', 'Higher union');

/** The sections the effects write (db/effects/history-keys.ts), each key defined. */
const EFFECT_SECTIONS: Record<HistorySection, Record<string, Definition>> = {
  name: { name: def(f('name', 'text', '工会名称', 'Union name')) },
  parent: { parentId: def(higherUnion), parentName: HIDDEN, path: HIDDEN },
  code: { creditCode: def(f('creditCode', 'uscc', '工会统一社会信用代码', "Union's credit code")) },
  created: {
    name: def(f('name', 'text', '工会名称', 'Union name')),
    parentId: def(higherUnion),
    account: def(f('account', 'text', '账号', 'Account')),
  },
  committee: {
    officers: def(f('officers', 'rows', '委员会成员', 'Committee members'), { counts: { zh: '人', en: 'people' } }),
  },
  status: {
    status: def(f('status', 'text', '组织状态', 'Status'), { names: STATUS_NAMES }),
    establishedOn: def(f('establishedOn', 'date', '成立日期', 'Established on')),
  },
  members: {},
  chair: { chairName: def(f('chairName', 'text', '工会主席', 'Chair')) },
  term: {
    termNo: def(f('termNo', 'integer', '届次', 'Term number')),
    termStart: def(f('termStart', 'date', '任期开始', 'Term starts')),
    termEnd: def(f('termEnd', 'date', '任期届满', 'Term ends')),
  },
  certificate: {
    certNo: def(fieldOf('setup3', 'certNo')),
    legalRep: def(f('legalRep', 'text', '法定代表人', 'Legal representative')),
    address: def(fieldOf('setup3', 'address')),
    funds: def(f('funds', 'money', '经费', 'Funds')),
    changeDate: def(f('changeDate', 'date', '发证或变更日期', 'Issued or changed on')),
    name: def(f('name', 'text', '证书上的工会名称', 'Union name on the certificate')),
    other: def(f('other', 'text', '其他变更事项', 'Other change')),
  },
  transfer: {
    direction: def(f('direction', 'text', '转接方向', 'Direction'), { names: DIRECTIONS }),
    from: def(f('from', 'unionPicker', '原上级工会', 'Former higher union')),
    to: def(f('to', 'unionPicker', '接收工会', 'Receiving union')),
    toId: HIDDEN,
    date: def(f('date', 'date', '转接日期', 'Transfer date')),
    reason: def(f('reason', 'text', '转接原因', 'Reason')),
  },
  funds: {
    ...Object.fromEntries([...FUNDS_TEXTS, ...FUNDS_FIGURES, 'startMonth'].map((n) => [n, def(fieldOf('setup4', n))])),
    registeredOn: def(f('registeredOn', 'date', '登记日期', 'Registered on')),
  },
  // What effects write to the sections a union edits and to the employer's is defined by those fields (below).
  unit: {},
  organisation: { unionKind: def(fieldOf('organ5', 'unionKind')) },
  base: {},
  finance: {},
  auditCommittee: {
    chairName: def(f('chairName', 'text', '经审会主任', 'Review committee chair')),
    termStart: def(f('termStart', 'date', '任期开始', 'Term starts')),
    termEnd: def(f('termEnd', 'date', '任期届满', 'Term ends')),
    memberCount: def(f('memberCount', 'integer', '委员人数', 'Members')),
    electionDate: def(f('electionDate', 'date', '选举日期', 'Elected on')),
  },
};

const fromFields = (fields: readonly FieldDef[]) => Object.fromEntries(fields.map((x) => [x.name, def(x)]));

/** Each history section's keys: the sections a union edits (with what effects add to them), the employer's, the effects'. */
export const HISTORY_FIELDS: Readonly<Record<string, Readonly<Record<string, Definition>>>> = {
  ...EFFECT_SECTIONS,
  ...Object.fromEntries(PROFILE_SECTIONS.map((s) => [s.key, { ...EFFECT_SECTIONS[s.key as HistorySection], ...fromFields(s.fields) }])),
  unit: { ...EFFECT_SECTIONS.unit, ...fromFields(modules.corpration?.fields ?? []) },
};

/** The sections' names, for the history's 项目 column. */
export const HISTORY_SECTION_NAMES: Readonly<Record<string, I18nText>> = {
  ...Object.fromEntries(PROFILE_SECTIONS.map((s) => [s.key, s.title])),
  unit: { zh: '单位信息', en: 'Employer' },
  organisation: { zh: '工会组织类型', en: 'Kind of union' },
  name: { zh: '工会名称', en: 'Name' },
  parent: { zh: '隶属关系', en: 'Higher union' },
  code: { zh: '统一社会信用代码', en: 'Credit code' },
  created: { zh: '建立', en: 'Created' },
  committee: { zh: '委员会', en: 'Committee' },
  status: { zh: '组织状态', en: 'Status' },
  term: { zh: '任期', en: 'Term' },
  certificate: { zh: '法人资格证书', en: 'Certificate' },
  transfer: { zh: '组织关系转接', en: 'Transfer' },
  funds: { zh: '经费登记', en: 'Funds registration' },
  auditCommittee: { zh: '经费审查委员会', en: 'Funds review committee' },
};

/**
 * What `key` of a history row means: its section's definition, else the field of that name of the
 * module whose approval wrote it; undefined when neither knows it.
 */
export function historyField(section: string, key: string, sourceModule: string | null): Definition | undefined {
  const known = HISTORY_FIELDS[section]?.[key];
  if (known) return known;
  const field = sourceModule ? modules[sourceModule]?.fields.find((x) => x.name === key) : undefined;
  return field ? def(field) : undefined;
}
