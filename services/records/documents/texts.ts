import type { I18nText, Lang } from '../../../catalogue';

/**
 * The words of the printed documents and the sheets (台账), in Chinese and English. The PDFs are
 * Chinese, as the union office files them; the sheets follow the reader's language. `{name}` marks
 * what is filled in.
 */
const TEXTS = {
  // The application form (申请表 / 登记表).
  number: { zh: '编号：{value}', en: 'No. {value}' },
  state: { zh: '状态：{value}', en: 'State: {value}' },
  submitted: { zh: '提交时间：{value}', en: 'Submitted: {value}' },
  notSubmitted: { zh: '未提交', en: 'not submitted' },
  applicantUnion: { zh: '申请单位：{value}', en: 'Applicant: {value}' },
  attachments: { zh: '附件', en: 'Attachments' },
  // A questionnaire module's answers (templates/answers-block.ts).
  answersHeading: { zh: '问卷答复：{title}（第{version}版）', en: 'Answers: {title} (version {version})' },
  answersByLink: { zh: '答复于{time}通过问卷链接填写', en: 'Answered through the questionnaire link at {time}' },
  answersAsGiven: { zh: '，与链接答复一致', en: ', as given' },
  answersChanged: { zh: '，申请单位修改了{count}题', en: ', {count} answer(s) changed by the applicant' },
  noAttachments: { zh: '无', en: 'none' },
  empty: { zh: '—', en: '—' },
  sealedBy: { zh: '申请单位（盖章）：{value}', en: 'Applicant (seal): {value}' },
  handledBy: { zh: '经办人：{value}', en: 'Handled by: {value}' },
  phone: { zh: '联系电话：{value}', en: 'Phone: {value}' },
  date: { zh: '日期：{value}', en: 'Date: {value}' },
  reviews: { zh: '审核意见', en: 'Reviews' },
  reviewingUnion: { zh: '审核单位：{value}', en: 'Reviewing union: {value}' },
  opinion: { zh: '审核意见：{value}', en: 'Opinion: {value}' },
  siteVisit: { zh: '实地查看日期：{value}', en: 'Site visit on: {value}' },
  agreed: { zh: '同意', en: 'Agreed' },
  returned: { zh: '退回：{value}', en: 'Returned: {value}' },
  declined: { zh: '未通过（不予推荐／不予受理）：{value}', en: 'Declined: {value}' },
  timedOutApproved: { zh: '办理超时，系统自动通过', en: 'Approved by the flow when the time ran out' },
  timedOutReturned: { zh: '办理超时，系统自动退回', en: 'Returned by the flow when the time ran out' },
  seal: { zh: '（盖章）', en: '(seal)' },
  // The reviewer's scores of a scored assessment (AS-S3), printed above its review block.
  scoresCaption: { zh: '{value}评分', en: 'Scores of {value}' },
  scoreNo: { zh: '序号', en: 'No.' },
  scoreItem: { zh: '考核项目', en: 'Item' },
  scoreMax: { zh: '标准分', en: 'Weight' },
  scoreGiven: { zh: '得分', en: 'Score' },
  scoreTotal: { zh: '合计', en: 'Total' },
  photo: { zh: '照片', en: 'Photo' },
  nomineeSigned: { zh: '本人签字：', en: 'Signed by the nominee:' },
  unitOpinion: { zh: '所在单位意见', en: "The employer's opinion" },
  higherUnionOpinion: { zh: '上级工会意见', en: "The higher union's opinion" },
  blankDate: { zh: '\u3000\u3000年\u3000\u3000月\u3000\u3000日', en: '____-__-__' },
  dayOf: { zh: '{y}年{m}月{d}日', en: '{y}-{m}-{d}' },
  stepStage: { zh: '{step}：{stage}', en: '{step}: {stage}' },
  stepState: { zh: '{step}：{state}', en: '{step}: {state}' },
  stateWithStage: { zh: '{state}（{stage}）', en: '{state} ({stage})' },
  stateJoin: { zh: '；', en: '; ' },
  pageOf: { zh: '第{page}页　共{pages}页', en: 'Page {page} of {pages}' },
  runningHeader: { zh: '{title} · {union} · 编号 {id}', en: '{title} · {union} · No. {id}' },
  listJoin: { zh: '、', en: ', ' },
  // The transfer letter (组织关系转接函) and its receipt (回执).
  letterTitle: { zh: '工会组织关系转接函', en: 'Letter of transfer of union affiliation' },
  letterNumber: { zh: '转接函编号：{value}', en: 'Letter No. {value}' },
  letterTo: { zh: '{value}：', en: 'To {value}:' },
  letterBody: {
    zh: '兹有我单位工会{union}{facts}，因{reason}，经研究同意其工会组织关系转至你处，请予接收。',
    en: 'The union {union}{facts} of our organisation is moving because of {reason}; having considered it, we agree that its union affiliation pass to you, and ask you to receive it.',
  },
  letterBodyNoReason: {
    zh: '兹有我单位工会{union}{facts}，经研究同意其工会组织关系转至你处，请予接收。',
    en: 'Having considered it, we agree that the affiliation of the union {union}{facts} of our organisation pass to you, and ask you to receive it.',
  },
  letterFacts: { zh: '（{value}）', en: ' ({value})' },
  letterCode: { zh: '统一社会信用代码：{value}', en: 'credit code {value}' },
  letterMembers: { zh: '会员{value}人', en: '{value} members' },
  letterDate: { zh: '转出日期：{value}。', en: 'Date of the transfer: {value}.' },
  letterContact: { zh: '联系人：{name}　联系电话：{phone}', en: 'Contact: {name}, phone {phone}' },
  letterSender: { zh: '{value}（盖章）', en: '{value} (seal)' },
  senderUnknown: { zh: '转出单位', en: 'Releasing union' },
  receiverUnknown: { zh: '\u3000\u3000\u3000\u3000\u3000\u3000工会', en: '______ union' },
  cutHere: { zh: '（此处剪开）', en: '(cut here)' },
  receiptTitle: { zh: '回\u3000执', en: 'Receipt' },
  receiptBody: {
    zh: '你单位所转{union}的工会组织关系已于\u3000\u3000年\u3000\u3000月\u3000\u3000日接收。',
    en: 'The union affiliation of {union} that you transferred was received on ____-__-__.',
  },
  receiverSeal: { zh: '接收单位（盖章）', en: 'Receiving union (seal)' },
  // The sheets (台账).
  ledgerTitle: { zh: '{title}台账', en: '{title}: register' },
  ledgerRange: { zh: '（{from}至{to}）', en: ' ({from} to {to})' },
  ledgerFrom: { zh: '（{from}起）', en: ' (from {from})' },
  ledgerTo: { zh: '（截至{to}）', en: ' (to {to})' },
  ledgerExported: { zh: '（导出日期：{value}）', en: ' (exported {value})' },
  serial: { zh: '序号', en: 'No.' },
  total: { zh: '合计', en: 'Total' },
  recordCount: { zh: '共{n}条', en: '{n} records' },
  lineCount: { zh: '共{n}行', en: '{n} lines' },
  // A rows field as one line (document.derived rowsText): 电动吸奶器×2（核定2）；温奶器×1.
  rowOfLine: { zh: '{name}×{count}', en: '{name} ×{count}' },
  rowApproved: { zh: '（核定{n}）', en: ' ({n} approved)' },
  rowsJoin: { zh: '；', en: '; ' },
  recordId: { zh: '编号', en: 'ID' },
  union: { zh: '申请单位', en: 'Union' },
  stateHeader: { zh: '状态', en: 'State' },
  stageHeader: { zh: '当前环节', en: 'Stage' },
  submitTime: { zh: '提交时间', en: 'Submitted' },
  result: { zh: '审批结果', en: 'Decision' },
  approver: { zh: '审批人', en: 'Decided by' },
  approvedOn: { zh: '审批日期', en: 'Decided on' },
  outcomeApprove: { zh: '通过', en: 'Approved' },
  outcomeReturn: { zh: '退回', en: 'Returned' },
  outcomeDecline: { zh: '未通过', en: 'Declined' },
  yuan: { zh: '{label}（元）', en: '{label} (yuan)' },
  personOfUnion: { zh: '{name}（{union}）', en: '{name} ({union})' },
  // An approved case's follow-up rows (the followUps shape): the 台账's columns and the rows' sheet.
  followState: { zh: '跟进状态', en: 'Follow-up' },
  followLastHeader: { zh: '最近跟进', en: 'Last follow-up' },
  followPaid: { zh: '已发放', en: 'Paid' },
  followClosed: { zh: '已结案', en: 'Closed' },
  followOpen: { zh: '跟进中', en: 'Open' },
  followDue: { zh: '待{kind}（{day}前）', en: '{kind} due by {day}' },
  followOverdue: { zh: '逾期：{kind}（应于{day}前）', en: 'Overdue: {kind} (due by {day})' },
  followLast: { zh: '{kind} {day}', en: '{kind} {day}' },
  followRowsTitle: { zh: '{title}跟进记录', en: '{title}: follow-up rows' },
  followKind: { zh: '跟进类型', en: 'Kind' },
  followDay: { zh: '跟进日期', en: 'Date' },
  followAmount: { zh: '金额', en: 'Amount' },
  followOutcome: { zh: '结果', en: 'Outcome' },
  followMember: { zh: '人员身份证号', en: "Member's ID number" },
  followFiles: { zh: '附件数', en: 'Files' },
  followCorrects: { zh: '更正记录', en: 'Corrects' },
  followWriter: { zh: '填写单位', en: 'Recorded by' },
  followRecordedAt: { zh: '录入时间', en: 'Recorded at' },
  // The 合计 row's shares and the signature rows under a 台账 (the blanks are room to write by hand).
  share: { zh: '{label} {n}（{percent}%）', en: '{label} {n} ({percent}%)' },
  shareOfNone: { zh: '{label} 0', en: '{label} 0' },
  signatureGap: { zh: '\u3000\u3000', en: '    ' },
  signUnit: { zh: '填报单位（盖章）：\u3000\u3000\u3000\u3000\u3000\u3000\u3000\u3000', en: 'Reporting union (seal): ____________' },
  signFilledBy: { zh: '填报人：\u3000\u3000\u3000\u3000', en: 'Filled in by: ________' },
  signCheckedBy: { zh: '审核人：\u3000\u3000\u3000\u3000', en: 'Checked by: ________' },
  signPhone: { zh: '联系电话：\u3000\u3000\u3000\u3000\u3000\u3000', en: 'Phone: ____________' },
  signDate: { zh: '填报日期：\u3000\u3000\u3000\u3000年\u3000\u3000月\u3000\u3000日', en: 'Date: ____-__-__' },
  signSealDate: { zh: '（盖章）\u3000\u3000\u3000\u3000年\u3000\u3000月\u3000\u3000日', en: '(Seal)        Date:' },
  signUnitHead: { zh: '单位负责人：\u3000\u3000\u3000\u3000', en: 'Head of the union: ________' },
  signFinanceHead: { zh: '财务负责人：\u3000\u3000\u3000\u3000', en: 'Head of finance: ________' },
  signAuditChair: { zh: '经审会主任：\u3000\u3000\u3000\u3000', en: 'Chair of the funds review committee: ________' },
  signPreparedBy: { zh: '制表人：\u3000\u3000\u3000\u3000', en: 'Prepared by: ________' },
  signReportDate: { zh: '报送日期：\u3000\u3000\u3000\u3000年\u3000\u3000月\u3000\u3000日', en: 'Date sent: ____-__-__' },
  // A lines sheet (预算表 / 决算表): its preparer and unit, its columns and its 合计 rows.
  linesPreparer: { zh: '编制单位：{union}（盖章）', en: 'Prepared by: {union} (seal)' },
  linesUnit: { zh: '单位：元', en: 'Unit: yuan' },
  linesCode: { zh: '科目编码', en: 'Code' },
  linesName: { zh: '科目名称', en: 'Subject' },
  linesMonth: { zh: '月份', en: 'Month' },
  linesNote: { zh: '说明', en: 'Note' },
  linesTotal: { zh: '合计', en: 'Total' },
} satisfies Record<string, I18nText>;

export type TextKey = keyof typeof TEXTS;

/** The words of `key` in `lang`, with `{name}` filled from `vars` (a string fills `{value}`). */
export function docText(key: TextKey, lang: Lang, vars: string | Readonly<Record<string, string | number>> = {}): string {
  const named = typeof vars === 'string' ? { value: vars } : vars;
  let out: string = TEXTS[key][lang];
  for (const [k, v] of Object.entries(named)) out = out.replaceAll(`{${k}}`, String(v));
  return out;
}

/** The words of `key` in Chinese, the language of the printed documents. */
export const zhText = (key: TextKey, vars: Parameters<typeof docText>[2] = {}): string => docText(key, 'zh', vars);

/** Every word of the documents in `lang`, as written (the font test reads them). */
export const documentWords = (lang: Lang): string[] => Object.values(TEXTS).map((t: I18nText) => t[lang]);
