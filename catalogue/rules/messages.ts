import type { I18nText, Lang } from '../types';

/** The message of each rule, with `{label}`, `{value}` and the rule's other parameters filled in. */
const MESSAGES: Record<string, I18nText> = {
  required: { zh: '请填写{label}', en: '{label} is required' },
  requiredWhen: { zh: '请填写{label}', en: '{label} is required' },
  requiredSlot: { zh: '请上传{label}', en: '{label} is required' },
  unknown: { zh: '表单中没有字段{label}', en: 'The form has no field {label}' },
  registeredName: {
    zh: '{label}须与名录一致，更名请提交更名申请',
    en: '{label} must be the register’s; a new name goes through a rename',
  },
  prefill: { zh: '{label}取自{source}，本会资料中尚无此项', en: '{label} is taken from {source}, which your union has not got yet' },
  type: { zh: '{label}格式不正确', en: '{label} has the wrong type' },
  minLength: { zh: '{label}至少{value}个字符', en: '{label} must have at least {value} characters' },
  maxLength: { zh: '{label}不能超过{value}个字符', en: '{label} must have at most {value} characters' },
  min: { zh: '{label}不能小于{value}', en: '{label} must be at least {value}' },
  max: { zh: '{label}不能大于{value}', en: '{label} must be at most {value}' },
  integer: { zh: '{label}必须是整数', en: '{label} must be a whole number' },
  money: { zh: '{label}必须是以分为单位的整数金额', en: '{label} must be an amount in whole fen' },
  date: { zh: '{label}必须是有效日期(yyyy-MM-dd)', en: '{label} must be a date (yyyy-MM-dd)' },
  time: { zh: '{label}必须是有效时间(HH:mm)', en: '{label} must be a time of day (HH:mm)' },
  dateRange: {
    zh: '{label}必须填写有效的开始和结束日期(yyyy-MM-dd)',
    en: '{label} needs a valid start and end date (yyyy-MM-dd)',
  },
  dateOrder: { zh: '{label}的结束日期不能早于开始日期', en: '{label} must not end before it starts' },
  mobile: { zh: '{label}不是有效的手机号码', en: '{label} is not a valid mobile number' },
  landline: {
    zh: '{label}不是有效的固定电话(区号-号码[-分机])',
    en: '{label} is not a valid landline number (area-number[-extension])',
  },
  email: { zh: '{label}不是有效的电子邮箱', en: '{label} is not a valid email address' },
  idCard: {
    zh: '{label}不是有效的18位公民身份号码(出生日期或校验位不符)',
    en: '{label} is not a valid 18-digit ID number (birth date or check digit)',
  },
  bankAccount: { zh: '{label}必须是12到30位数字的银行账号', en: '{label} must be an account number of 12 to 30 digits' },
  uscc: {
    zh: '{label}不是有效的统一社会信用代码(校验位不符)',
    en: '{label} is not a valid unified social credit code (check character)',
  },
  region: { zh: '{label}不是有效的行政区划', en: '{label} is not a known region' },
  dict: { zh: '{label}不是字典中的选项', en: '{label} is not an option of its dictionary' },
  dictMulti: { zh: '{label}必须是字典选项的列表', en: '{label} must be a list of dictionary options' },
  unionPicker: { zh: '{label}不是可选的工会', en: '{label} is not a union you may choose' },
  personPicker: { zh: '{label}不是可选的人员', en: '{label} is not a person you may choose' },
  rows: { zh: '{label}必须是表格行的列表', en: '{label} must be a list of table rows' },
  image: { zh: '{label}必须是一张已上传的图片', en: '{label} must be one uploaded image' },
  attachments: { zh: '{label}中的附件无效', en: '{label} holds an invalid attachment' },
  attachmentOwner: { zh: '{label}中有不属于本记录的附件', en: '{label} names a file of another record' },
  fileType: { zh: '{label}只接受以下类型的文件:{value}', en: '{label} accepts only these file types: {value}' },
  notAfterField: { zh: '{label}不能大于{value}', en: '{label} must not exceed {value}' },
  notAfterDate: { zh: '{label}不能晚于{value}', en: '{label} must not be after {value}' },
  notBeforeField: { zh: '{label}不能早于{value}', en: '{label} must not be before {value}' },
  notAfterTime: { zh: '{label}不能晚于{value}', en: '{label} must not be later than {value}' },
  notAbove: { zh: '{label}不能大于{value}', en: '{label} must not exceed {value}' },
  notBeforeToday: { zh: '{label}不能早于今天', en: '{label} must not be before today' },
  notInFuture: { zh: '{label}不能晚于今天', en: '{label} must not be in the future' },
  computedFormula: { zh: '{label}应为{expected}', en: '{label} should be {expected}' },
  yearSettingAtMost: { zh: '{label}不能大于{setting}{limit}', en: '{label} must not exceed {setting} {limit}' },
  yearSettingOfAtMost: {
    zh: '{label}不符合认定标准：{of}{value}高于{setting}{limit}',
    en: '{label} does not meet its test: {of} {value} is above {setting} {limit}',
  },
  yearSettingEquals: { zh: '{label}须为{setting}{limit}', en: '{label} must be {setting} {limit}' },
  withinPastDays: {
    zh: '{label}须在{value}天以内(不早于{earliest})',
    en: '{label} must lie within the last {value} days (from {earliest})',
  },
  withinPastYears: {
    zh: '{label}须在{value}年以内(不早于{earliest})',
    en: '{label} must lie within the last {value} years (from {earliest})',
  },
  inYearOf: { zh: '{label}须在{value}({year}年)之内', en: '{label} must lie within {value} ({year})' },
  everyRow: { zh: '{label}须为{value}', en: '{label} must be {value}' },
  workingDaysAtLeast: {
    zh: '{label}须不少于{value}个工作日(现为{count}个)',
    en: '{label} must hold at least {value} working days (it holds {count})',
  },
  minItems: { zh: '{label}至少需要{value}个', en: '{label} needs at least {value}' },
  maxItems: { zh: '{label}最多{value}个', en: '{label} takes at most {value}' },
  startsWith: { zh: '{label}必须以{value}开头', en: '{label} must start with {value}' },
  endsWith: { zh: '{label}必须以{value}结尾', en: '{label} must end with {value}' },
  endsWithWhen: { zh: '{when}的{label}必须以{value}结尾', en: '{label} of {when} must end with {value}' },
  sameAs: { zh: '{label}必须与{value}一致(应为“{expected}”)', en: '{label} must be the same as {value} ("{expected}")' },
  onlyBelow: {
    zh: '{label}为{means}时，{other}须少于{value}',
    en: '{label} may be {means} only with {other} below {value}',
  },
  allowedOnlyWhen: { zh: '{label}为“{means}”仅限{onlyFor}', en: '{label} may be "{means}" only for {onlyFor}' },
  valueWhenDateWithin: {
    zh: '{other}({date})在{value}日内届满，{label}须为“{expected}”',
    en: '{other} ({date}) ends within {value} days: {label} must be "{expected}"',
  },
  uniqueUnionName: {
    zh: '{label}“{value}”已是组织树中另一工会的名称',
    en: '{label} "{value}" is already the name of another union in the tree',
  },
  computed: { zh: '{label}应为{value}的{share}，即{expected}', en: '{label} must be {share} of {value}: {expected}' },
  computedGrade: {
    zh: '{label}应为“{expected}”(按本批次分数线和一票否决项得出)',
    en: '{label} must be "{expected}" (from the round\'s bands and veto items)',
  },
  roundItems: {
    zh: '{label}须为上级工会发布的{count}项(以考核细则为准)',
    en: '{label} must be the {count} item(s) the higher union published',
  },
  roundItem: {
    zh: '{label}应为“{expected}”(以上级工会发布的考核细则为准)',
    en: '{label} must be "{expected}" as the higher union published it',
  },
  scoreRange: { zh: '{label}应为0到{max}之间的整数', en: '{label} must be a whole number from 0 to {max}' },
  scoreUnknown: {
    zh: '{label}“{value}”不是本申报的考核项目(每项一个得分)',
    en: '{label} "{value}" is not an item of this filing (one score an item)',
  },
  scoresNotTaken: { zh: '{label}：本事项审核不评分', en: '{label}: this kind of filing is approved without scores' },
  computedSum: { zh: '{label}应为{value}之和，即{expected}', en: '{label} must be the sum of {value}: {expected}' },
  pattern: { zh: '{label}必须是{value}', en: '{label} must be {value}' },
  rowsWith: {
    zh: '{label}中{column}为“{value}”的行必须有{count}行',
    en: '{label} needs exactly {count} rows whose {column} is "{value}"',
  },
  rowsWithAtLeast: {
    zh: '{means}的，{label}中须至少有{count}行{column}为“{value}”',
    en: 'For {means}, {label} needs at least {count} rows whose {column} is "{value}"',
  },
  rowsWithAtMost: {
    zh: '{label}中{column}为“{value}”的行不能多于{count}行',
    en: '{label} may have at most {count} rows whose {column} is "{value}"',
  },
  rowsPerChoice: {
    zh: '{label}须为{value}中选定的每一项各填一行(按{column})',
    en: '{label} needs exactly one row ({column}) for each item chosen in {value}',
  },
  differsFrom: { zh: '{label}不能与{value}相同', en: '{label} must differ from {value}' },
  unionKind: { zh: '{label}只能选择{value}', en: '{label} must be {value}' },
  atLeastShareOf: {
    zh: '{label}不能少于{value}的{share}(至少{need})',
    en: '{label} must be at least {share} of {value} (at least {need})',
  },
  atLeastShareOfRows: {
    zh: '{label}至少需要{need}行({value}的{share})',
    en: '{label} needs at least {need} rows ({share} of {value})',
  },
  moreThanShareOf: {
    zh: '{label}须多于{value}的{share}(至少{need})',
    en: '{label} must be more than {share} of {value} (at least {need})',
  },
  moreThanShareOfRows: {
    zh: '{label}须多于{value}的{share}(至少{need}行)',
    en: '{label} needs more than {share} of {value} rows (at least {need})',
  },
  moreThan: { zh: '{label}须多于{value}(至少{need})', en: '{label} must be more than {value} (at least {need})' },
  moreThanRows: { zh: '{label}须多于{value}(至少{need}行)', en: '{label} needs more rows than {value} (at least {need})' },
  daysWithin: {
    zh: '{label}不能超过{start}至{end}的天数({value}天)',
    en: '{label} must not exceed the {value} days from {start} to {end}',
  },
  oneOf: { zh: '{label}只能是{value}', en: '{label} must be {value}' },
  oneOfYears: {
    zh: '{label}的时长只能是{value}年(现为{years}年)',
    en: '{label} must last {value} years (it lasts {years})',
  },
  odd: { zh: '{label}须为单数(现为{value})', en: '{label} must be an odd number (it is {value})' },
  oddRows: { zh: '{label}的人数须为单数(现为{value}人)', en: '{label} must have an odd number of rows (it has {value})' },
  sizeByCount: {
    zh: '{label}须在{min}至{max}之间({other}为{count}时)',
    en: '{label} must be between {min} and {max} when {other} is {count}',
  },
  sizeByCountRows: {
    zh: '{label}须有{min}至{max}人({other}为{count}时，现为{value}人)',
    en: '{label} needs {min} to {max} rows when {other} is {count} (it has {value})',
  },
  requiredWhenAtLeast: {
    zh: '{other}达到{value}时，请填写{label}',
    en: '{label} is required when {other} is {value} or more',
  },
  requiredWhenBelow: {
    zh: '{other}少于{value}时，请填写{label}',
    en: '{label} is required when {other} is less than {value}',
  },
  allowedWhenAtLeast: {
    zh: '{other}不足{min}时，{label}不能为{means}',
    en: '{label} cannot be {means} while {other} is under {min}',
  },
  rowsNotAbove: {
    zh: '{label}有{count}行，不能多于{value}({bound})',
    en: '{label} has {count} rows, more than {value} ({bound})',
  },
  rowsExactly: {
    zh: '{label}有{count}行，应与{value}({bound})一致',
    en: '{label} has {count} rows; it must have {value} ({bound})',
  },
  rowsNotAboveWhich: {
    zh: '{label}中{which}的有{count}人，不能多于{value}({bound})',
    en: '{label} has {count} {which}, more than {value} ({bound})',
  },
  among: { zh: '{label}“{value}”须是{other}中的人员', en: '{label} "{value}" must be one of {other}' },
  amongWhich: {
    zh: '{label}“{value}”须是{other}中{which}的人员',
    en: '{label} "{value}" must be one of the {which} in {other}',
  },
  inRegister: {
    zh: '{label}“{value}”不是本单位名录中的编号',
    en: '{label} "{value}" is no number of your union\'s register',
  },
  notSittingAs: {
    zh: '{label}“{value}”现任本会{means}，不得担任',
    en: '{label} "{value}" is the union\'s {means} in office and may not serve',
  },
  sittingMember: {
    zh: '{label}“{value}”不是本会现任委员会委员',
    en: '{label} "{value}" is not a member of the union\'s committee in office',
  },
  yearsBetween: {
    zh: '{label}的时长必须在{min}至{max}年之间',
    en: '{label} must last between {min} and {max} years',
  },
  consentMissing: {
    zh: '请上传{label}：推荐须经被推荐人本人同意(《个人信息保护法》第十三条、第十四条)',
    en: '{label} is required: the nominee must agree to be nominated (Personal Information Protection Law, articles 13 and 14)',
  },
  consentMissingOrCode: {
    zh: '请上传{label}，或由被推荐人以短信验证码确认：推荐须经被推荐人本人同意(《个人信息保护法》第十三条、第十四条)',
    en: '{label} is required, or the nominee confirms by the code texted to their mobile: the nominee must agree to be nominated (Personal Information Protection Law, articles 13 and 14)',
  },
  requiredSlotWhen: { zh: '{when}的，请上传{label}', en: '{label} is required for {when}' },
  agreesWithIdCard: { zh: '{label}与{value}不一致(应为{expected})', en: '{label} does not agree with {value} ({expected})' },
  notAfterThisYear: { zh: '{label}不能晚于{value}年', en: '{label} must not be after {value}' },
  uniqueColumn: { zh: '{label}与第{value}行重复', en: '{label} repeats row {value}' },
  minAgeAt: {
    zh: '{label}：截至{at}须年满{value}周岁(按{birth}计为{age}周岁)',
    en: '{label}: must be at least {value} years old on {at} (by {birth}: {age})',
  },
  maxAgeAt: {
    zh: '{label}：截至{at}不得超过{value}周岁(按{birth}计为{age}周岁)',
    en: '{label}: must be at most {value} years old on {at} (by {birth}: {age})',
  },
  moneyLines: { zh: '{label}必须是明细行的列表', en: '{label} must be a list of lines' },
  lineKey: { zh: '{label}“{value}”不是可填的科目或月份', en: '{label} "{value}" is not a subject or month this table takes' },
  lineRepeated: { zh: '{label}与第{value}行重复', en: '{label} repeats line {value}' },
  lineComputed: { zh: '{label}应为{expected}', en: '{label} must be {expected}' },
  subtotal: {
    zh: '{label}应等于其明细行（{details}）之和，即{expected}',
    en: '{label} must be the sum of its detail lines ({details}): {expected}',
  },
  parentMissing: {
    zh: '{label}是明细科目，须同时填写其上级科目{value}',
    en: '{label} is a detail line: its subject {value} must be a line too',
  },
  noteRequired: {
    zh: '{label}：与对比数相差{deviation}%，超过{value}%，请填写说明',
    en: '{label}: differs by {deviation}%, more than {value}%; a note is required',
  },
  balances: { zh: '{label}应为{value}，即{expected}', en: '{label} must be {value}: {expected}' },
  lineShareOf: { zh: '{label}应为{value}的{share}，即{expected}', en: '{label} must be {share} of {value}: {expected}' },
  yearsSince: { zh: '{label}至{at}须满{value}年(现为{years}年)', en: '{label} must be at least {value} years before {at} (it is {years})' },
};

/** Parameters of a message beyond the label: `{value}` alone, or named ones. */
export type MessageParams = string | number | Readonly<Record<string, string | number>>;

/** The message for `rule` in `lang`. */
export function ruleMessage(rule: string, lang: Lang, label: string, params?: MessageParams): string {
  const text = MESSAGES[rule] ?? MESSAGES.type!;
  const named = params === undefined ? {} : typeof params === 'object' ? params : { value: params };
  let out = text[lang].replaceAll('{label}', label);
  for (const [key, v] of Object.entries(named)) out = out.replaceAll(`{${key}}`, String(v));
  return out.replace(/\{[a-z]+\}/gi, '');
}

/** True when `rule` has a message of its own (not the generic format message). */
export function hasRuleMessage(rule: string): boolean {
  return rule in MESSAGES;
}
