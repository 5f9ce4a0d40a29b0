import type { Lang } from '../../catalogue';
import { useI18n } from '../../i18n';

/** The questionnaire screens' own words (kept beside them rather than in the shared tables). */
const TEXTS = {
  builderTitle: { zh: '问卷设计', en: 'Questionnaire design' },
  resultsTitle: { zh: '问卷统计', en: 'Questionnaire results' },
  set: { zh: '问卷', en: 'Question set' },
  newSet: { zh: '新建问卷', en: 'New set' },
  setKey: { zh: '问卷编号', en: 'Set key' },
  setTitle: { zh: '问卷标题', en: 'Title' },
  description: { zh: '说明', en: 'Description' },
  version: { zh: '版本', en: 'Version' },
  versionN: { zh: '第{n}版', en: 'v{n}' },
  draft: { zh: '草稿', en: 'Draft' },
  published: { zh: '已发布', en: 'Published' },
  publishedAt: { zh: '发布于{time}', en: 'Published {time}' },
  frozen: {
    zh: '已发布的版本不能修改;已填报的记录始终按其填报时的版本显示。修改请新建版本。',
    en: 'A published version never changes; records keep the version they answered. Start a new version to change it.',
  },
  newVersion: { zh: '新建版本', en: 'New version' },
  saveDraft: { zh: '保存草稿', en: 'Save draft' },
  publish: { zh: '发布', en: 'Publish' },
  publishConfirm: { zh: '发布后该版本不能再修改,确定发布吗?', en: 'A published version cannot change again. Publish?' },
  saved: { zh: '草稿已保存', en: 'Draft saved' },
  publishedOk: { zh: '已发布', en: 'Published' },
  addQuestion: { zh: '添加题目', en: 'Add question' },
  noQuestions: { zh: '还没有题目', en: 'No questions yet' },
  kind_single: { zh: '单选题', en: 'Single choice' },
  kind_multiple: { zh: '多选题', en: 'Multiple choice' },
  kind_text: { zh: '填空题', en: 'Text' },
  kind_scale: { zh: '量表题', en: 'Scale' },
  kind_number: { zh: '数值题', en: 'Number' },
  kind_table: { zh: '表格题', en: 'Table' },
  questionId: { zh: '题目编号', en: 'Id' },
  questionTitle: { zh: '题目', en: 'Question' },
  help: { zh: '填写说明', en: 'Help' },
  required: { zh: '必答', en: 'Required' },
  options: { zh: '选项', en: 'Options' },
  addOption: { zh: '添加选项', en: 'Add option' },
  optionKey: { zh: '选项编号', en: 'Key' },
  optionLabel: { zh: '选项文字', en: 'Label' },
  minChoices: { zh: '最少选', en: 'Min choices' },
  maxChoices: { zh: '最多选', en: 'Max choices' },
  maxLength: { zh: '字数上限', en: 'Max length' },
  multiline: { zh: '多行', en: 'Multi-line' },
  scaleMin: { zh: '最小值', en: 'Min' },
  scaleMax: { zh: '最大值', en: 'Max' },
  unit: { zh: '单位', en: 'Unit' },
  showWhen: { zh: '显示条件', en: 'Shown when' },
  showAlways: { zh: '始终显示', en: 'Always shown' },
  showWhenAnswer: { zh: '回答为', en: 'is answered' },
  minLabel: { zh: '最小值含义', en: 'Min label' },
  maxLabel: { zh: '最大值含义', en: 'Max label' },
  columns: { zh: '表格列', en: 'Columns' },
  addColumn: { zh: '添加列', en: 'Add column' },
  columnKind_text: { zh: '文本', en: 'Text' },
  columnKind_integer: { zh: '整数', en: 'Integer' },
  minRows: { zh: '最少行', en: 'Min rows' },
  maxRows: { zh: '最多行', en: 'Max rows' },
  addRow: { zh: '添加一行', en: 'Add row' },
  moveUp: { zh: '上移', en: 'Move up' },
  moveDown: { zh: '下移', en: 'Move down' },
  remove: { zh: '删除', en: 'Remove' },
  choose: { zh: '请选择', en: 'Choose' },
  loading: { zh: '正在加载问卷…', en: 'Loading the questionnaire…' },
  notPublished: { zh: '问卷尚未发布,暂不能填写', en: 'The questionnaire has no published version yet' },
  scope: { zh: '统计范围', en: 'Records' },
  scope_approved: { zh: '已通过', en: 'Approved' },
  scope_submitted: { zh: '全部已提交', en: 'All submitted' },
  recordCount: { zh: '共{n}份', en: '{n} records' },
  answered: { zh: '{n}人作答', en: '{n} answered' },
  average: { zh: '平均分 {avg}', en: 'Average {avg}' },
  numberSummary: { zh: '合计 {sum}，平均 {avg}，中位数 {median}', en: 'Total {sum}, mean {avg}, median {median}' },
  shownTo: { zh: '（按前面的回答，{n}份需作答）', en: ' (asked in {n} records after earlier answers)' },
  rowCount: { zh: '共{n}行', en: '{n} rows' },
  sum: { zh: '合计', en: 'Total' },
  noTexts: { zh: '暂无回答', en: 'No answers yet' },
  exportExcel: { zh: '导出Excel', en: 'Export Excel' },
  results: { zh: '查看统计', en: 'Results' },
} as const satisfies Record<string, Record<Lang, string>>;

export type QText = keyof typeof TEXTS;

/** The text `key` in the current language, with `{name}` placeholders filled. */
export function useQText() {
  const { lang } = useI18n();
  return (key: QText, vars: Record<string, string | number> = {}) => {
    let text: string = TEXTS[key][lang];
    for (const [k, v] of Object.entries(vars)) text = text.replaceAll(`{${k}}`, String(v));
    return text;
  };
}
