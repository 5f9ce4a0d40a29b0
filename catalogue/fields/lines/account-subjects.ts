import type { I18nText } from '../../types';

/**
 * 工会会计科目 (dictionary `union_account_subject`): the 3-digit chart of grassroots ledgers by class
 * (1 assets, 2 liabilities, 3 net assets, 4 income, 5 expense) and the 5-digit detail subjects of the
 * expense items (docs/forms/group-d.md "Dictionaries"). The seed writes the dictionary from this list,
 * and the lines' checks name a line by it, so a message and the dictionary never disagree.
 */
export const UNION_ACCOUNT_SUBJECTS: readonly (readonly [code: string, zh: string, en: string])[] = [
  ['101', '库存现金', 'Cash on hand'],
  ['102', '银行存款', 'Bank deposits'],
  ['131', '应收上级经费', 'Funds receivable from higher unions'],
  ['135', '其他应收款', 'Other receivables'],
  ['141', '库存物品', 'Stores'],
  ['151', '投资', 'Investments'],
  ['161', '固定资产', 'Fixed assets'],
  ['221', '应付上级经费', 'Funds payable to higher unions'],
  ['225', '其他应付款', 'Other payables'],
  ['301', '固定基金', 'Fixed-asset fund'],
  ['321', '工会资金结余', 'Union funds balance'],
  ['401', '会费收入', 'Membership dues'],
  ['402', '拨缴经费收入', 'Allocated funds'],
  ['403', '上级补助收入', 'Grants from higher unions'],
  ['404', '政府补助收入', 'Government grants'],
  ['405', '行政补助收入', "Employer's subsidy"],
  ['406', '事业收入', 'Income of affiliated undertakings'],
  ['407', '投资收益', 'Investment income'],
  ['408', '其他收入', 'Other income'],
  ['501', '职工活动支出', 'Staff activities'],
  ['50101', '职工教育支出', 'Staff education'],
  ['50102', '文体活动支出', 'Cultural and sports activities'],
  ['50103', '宣传活动支出', 'Publicity'],
  ['50104', '职工集体福利支出', 'Collective welfare'],
  ['50105', '其他活动支出', 'Other activities'],
  ['502', '维权支出', 'Rights protection'],
  ['50201', '劳动关系协调费', 'Labour relations coordination'],
  ['50202', '劳动保护费', 'Labour protection'],
  ['50203', '法律援助费', 'Legal aid'],
  ['50204', '困难职工帮扶费', 'Help for staff in hardship'],
  ['50205', '送温暖费', 'Winter relief visits'],
  ['50206', '其他维权支出', 'Other rights protection'],
  ['503', '业务支出', 'Union business'],
  ['50301', '培训费', 'Training'],
  ['50302', '会议费', 'Meetings'],
  ['50303', '专项业务费', 'Special business'],
  ['50304', '其他业务支出', 'Other business'],
  ['504', '行政支出', 'Administration'],
  ['505', '资本性支出', 'Capital expenditure'],
  ['506', '补助下级支出', 'Grants to lower unions'],
  ['507', '事业支出', 'Affiliated undertakings'],
  ['508', '其他支出', 'Other expenditure'],
];

/** The dictionary the chart is seeded as. */
export const UNION_ACCOUNT_SUBJECT_DICT = 'union_account_subject';

const NAMES: ReadonlyMap<string, I18nText> = new Map(UNION_ACCOUNT_SUBJECTS.map(([code, zh, en]) => [code, { zh, en }]));

/** The grassroots union's subjects (`preset: 'grassroots'`), detail lines under their subject, in sheet order. */
const GRASSROOTS: readonly string[] = [
  ...['101', '102', '141', '161', '221', '225', '301', '321'],
  ...['401', '402', '403', '405', '408'],
  ...UNION_ACCOUNT_SUBJECTS.map(([code]) => code).filter((c) => /^50[123]/.test(c)),
  ...['505', '508'],
];

/** The name of a subject of the chart; undefined for a code it lacks (an administrator's own). */
export const subjectName = (code: string): I18nText | undefined => NAMES.get(code);

/** The subject a detail subject (5 digits) is part of (its first 3 digits); undefined for a subject of the first level. */
export const parentOf = (code: string): string | undefined => (code.length > 3 ? code.slice(0, 3) : undefined);

/** The preset codes of the classes (a code starts with its class). */
export function presetCodes(preset: 'grassroots' | readonly string[], classes: readonly string[]): string[] {
  const codes = preset === 'grassroots' ? GRASSROOTS : preset;
  return codes.filter((c) => classes.some((k) => c.startsWith(k)));
}
