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
