// What the document tests share: a record as the printed forms read it, and the columns of every 台账.
import type { DocumentRecord } from '../../services/records/documents';

/** A record of 中关村街道工会 in review at its parent union's stage, as a PDF heads with it. */
export const SAMPLE_RECORD: DocumentRecord = {
  id: '1001',
  unionName: '中关村街道工会',
  applicantName: '张经办',
  state: 'in_review',
  stateName: '审核中',
  stageName: '上级工会审核',
  step: '',
  submitTime: '2026-11-23 10:00:00',
};

/** The header of a 台账 whose key figures are `figures` (services/records/documents/record-sheet.ts). */
export const ledgerHeader = (figures: readonly string[]): string[] => [
  '序号',
  '编号',
  '申请单位',
  ...figures,
  '提交时间',
  '状态',
  '当前环节',
  '审批结果',
  '审批人',
  '审批日期',
];

/** The header of field4material's 物资发放清单, the 台账's sheet by row (services/records/documents/ledger-by-row.ts). */
export const GOODS_ISSUE_HEADER: readonly string[] = [
  '序号',
  '编号',
  '申请单位',
  '物资',
  '规格型号',
  '申领数量',
  '核定数量',
  '小屋名称',
  '收货人',
  '收货人手机',
  '收货地址',
  '状态',
];

/** field3ques' 台账 from 调查年度 on: the form's key figures, then the answers the ledger names headed by their questions' titles. */
export const BOOKROOM_LEDGER_HEADER: readonly string[] = [
  '调查年度',
  '会员人数',
  '本单位职工书屋建设情况',
  '书屋形式',
  '书屋使用面积（平方米）',
  '纸质图书（册）',
  '订阅报刊（种）',
  '阅览座位（个）',
  '是否提供数字阅读服务',
  '每周开放时长（小时）',
  '管理人员',
  '上一年度借阅（人次）',
];

/** The example's figures and answers (an open bookroom) under BOOKROOM_LEDGER_HEADER: a choice by its label, a number as a number. */
export const BOOKROOM_OPEN_ROW: readonly unknown[] = [
  2026,
  268,
  '已建成并开放',
  '与职工之家合建',
  68,
  3200,
  12,
  24,
  '是',
  40,
  '兼职管理员',
  1850,
];
