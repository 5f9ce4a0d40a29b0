import type { I18nText, Lang } from '../types';

/** The message of each rule, with `{label}` and `{value}` filled in. */
const MESSAGES: Record<string, I18nText> = {
  required: { zh: '请填写{label}', en: '{label} is required' },
  unknown: { zh: '表单中没有字段{label}', en: 'The form has no field {label}' },
  type: { zh: '{label}格式不正确', en: '{label} has the wrong type' },
  minLength: { zh: '{label}至少{value}个字符', en: '{label} must have at least {value} characters' },
  maxLength: { zh: '{label}不能超过{value}个字符', en: '{label} must have at most {value} characters' },
  min: { zh: '{label}不能小于{value}', en: '{label} must be at least {value}' },
  max: { zh: '{label}不能大于{value}', en: '{label} must be at most {value}' },
  integer: { zh: '{label}必须是整数', en: '{label} must be a whole number' },
  date: { zh: '{label}必须是有效日期(yyyy-MM-dd)', en: '{label} must be a date (yyyy-MM-dd)' },
  mobile: { zh: '{label}不是有效的手机号码', en: '{label} is not a valid mobile number' },
  uscc: {
    zh: '{label}不是有效的统一社会信用代码(校验位不符)',
    en: '{label} is not a valid unified social credit code (check character)',
  },
  region: { zh: '{label}不是有效的行政区划', en: '{label} is not a known region' },
  dict: { zh: '{label}不是字典中的选项', en: '{label} is not an option of its dictionary' },
  notAfterField: { zh: '{label}不能大于{value}', en: '{label} must not exceed {value}' },
  notAbove: { zh: '{label}不能大于{value}', en: '{label} must not exceed {value}' },
  notBeforeToday: { zh: '{label}不能早于今天', en: '{label} must not be before today' },
  minItems: { zh: '{label}至少需要{value}个', en: '{label} needs at least {value}' },
  attachments: { zh: '{label}中的附件无效', en: '{label} holds an invalid attachment' },
};

/** The message for `rule` in `lang`. */
export function ruleMessage(rule: string, lang: Lang, label: string, value?: string | number): string {
  const text = MESSAGES[rule] ?? MESSAGES.type!;
  return text[lang].replaceAll('{label}', label).replaceAll('{value}', value === undefined ? '' : String(value));
}
