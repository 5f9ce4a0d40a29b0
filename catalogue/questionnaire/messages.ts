import type { I18nText, Lang } from '../types';

/** Messages of the answer and question-set checks, with `{label}` and `{value}` filled in. */
const MESSAGES: Record<string, I18nText> = {
  required: { zh: '请回答「{label}」', en: 'Please answer "{label}"' },
  unknown: { zh: '问卷中没有题目{label}', en: 'The questionnaire has no question {label}' },
  type: { zh: '「{label}」的答案格式不正确', en: 'The answer to "{label}" has the wrong type' },
  option: { zh: '「{label}」的答案不是该题的选项', en: 'The answer to "{label}" is not one of its options' },
  duplicate: { zh: '「{label}」的选项重复', en: 'The answer to "{label}" repeats an option' },
  minChoices: { zh: '「{label}」至少选择{value}项', en: '"{label}" needs at least {value} choices' },
  maxChoices: { zh: '「{label}」最多选择{value}项', en: '"{label}" allows at most {value} choices' },
  maxLength: { zh: '「{label}」不能超过{value}个字符', en: '"{label}" must have at most {value} characters' },
  integer: { zh: '「{label}」必须是整数', en: '"{label}" must be a whole number' },
  range: { zh: '「{label}」必须在{value}之间', en: '"{label}" must be between {value}' },
  notShown: {
    zh: '「{label}」按前面的回答无需填写，请不要作答',
    en: '"{label}" is not asked after the earlier answers: leave it unanswered',
  },
  minRows: { zh: '「{label}」至少填写{value}行', en: '"{label}" needs at least {value} rows' },
  maxRows: { zh: '「{label}」最多填写{value}行', en: '"{label}" allows at most {value} rows' },
  column: { zh: '「{label}」的表格中没有列{value}', en: 'The table of "{label}" has no column {value}' },
  cellRequired: { zh: '「{label}」的表格中请填写{value}', en: 'In the table of "{label}", {value} is required' },
  cellInteger: { zh: '「{label}」的表格中{value}必须是整数', en: 'In the table of "{label}", {value} must be a whole number' },
  cellLength: { zh: '「{label}」的表格中{value}过长', en: 'In the table of "{label}", {value} is too long' },
  version: { zh: '请选择已发布的问卷版本', en: 'Choose a published version of the questionnaire' },
  notPublished: { zh: '问卷版本{value}未发布或不存在', en: 'Questionnaire version {value} is not published or does not exist' },
  // The builder's checks of a question set.
  noQuestions: { zh: '问卷至少需要一道题目', en: 'A questionnaire needs at least one question' },
  tooMany: { zh: '{label}不能超过{value}个', en: '{label}: at most {value}' },
  id: { zh: '题目编号{label}只能由字母、数字、下划线组成', en: 'Question id {label} may hold only letters, digits and underscores' },
  duplicateId: { zh: '题目编号{label}重复', en: 'Question id {label} is used twice' },
  title: { zh: '请填写题目{label}的标题', en: 'Question {label} needs a title' },
  options: { zh: '题目「{label}」至少需要两个选项', en: 'Question "{label}" needs at least two options' },
  optionKey: { zh: '题目「{label}」的选项编号无效或重复', en: 'Question "{label}" has an invalid or repeated option key' },
  optionLabel: { zh: '题目「{label}」有选项未填写文字', en: 'Question "{label}" has an option without text' },
  choices: { zh: '题目「{label}」的最少/最多选择数不合理', en: 'Question "{label}" has impossible minimum/maximum choices' },
  scale: { zh: '题目「{label}」的量表范围不合理', en: 'Question "{label}" has an impossible scale range' },
  textLength: { zh: '题目「{label}」的字数上限应在1到{value}之间', en: 'Question "{label}" needs a length limit between 1 and {value}' },
  columns: { zh: '题目「{label}」的表格列无效或重复', en: 'Question "{label}" has invalid or repeated columns' },
  rows: { zh: '题目「{label}」的最少/最多行数不合理', en: 'Question "{label}" has impossible minimum/maximum rows' },
  numberRange: {
    zh: '题目「{label}」的数值范围不合理（最小值应小于最大值，绝对值不超过{value}）',
    en: 'Question "{label}" has an impossible number range (min below max, each within {value})',
  },
  unit: { zh: '题目「{label}」的单位不能超过{value}个字符', en: 'The unit of question "{label}" must have at most {value} characters' },
  showWhen: {
    zh: '题目「{label}」的显示条件须指向前面的单选题及其选项',
    en: 'The condition of question "{label}" must name an earlier single-choice question and some of its options',
  },
  kind: { zh: '题目「{label}」的题型无效', en: 'Question "{label}" has an unknown kind' },
  setTitle: { zh: '请填写问卷标题', en: 'The questionnaire needs a title' },
};

/** The message for `rule` in `lang`. */
export function questionMessage(rule: string, lang: Lang, label: string, value?: string | number): string {
  const text = MESSAGES[rule] ?? MESSAGES.type!;
  return text[lang].replaceAll('{label}', label).replaceAll('{value}', value === undefined ? '' : String(value));
}
