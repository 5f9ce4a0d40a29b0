import type { PublicityCandidate, PublicityView, PublicPublicityDetail } from '../../api';

/** A round's approved capital-award nominations the federation may publish. */
export const CANDIDATES: PublicityCandidate[] = [
  {
    recordId: '7001',
    module: 'recommendCapital',
    unionId: '1101',
    unionName: '北京智联科技有限公司工会委员会',
    name: '李振华',
    unitName: '北京智联科技有限公司',
    post: '高级技师',
  },
  {
    recordId: '7002',
    module: 'recommendCapital',
    unionId: '1102',
    unionName: '北京精工机械有限公司工会委员会',
    name: '王芳',
    unitName: '北京精工机械有限公司',
    post: '车间主任',
  },
];

/** A publicity of the two that has ended, one objection against 王芳 not yet answered. */
export const ENDED: PublicityView = {
  id: '8001',
  roundId: '5001',
  title: '2026年首都劳动奖章推荐人选公示',
  startDate: '2026-11-02',
  endDate: '2026-11-06',
  workingDays: 5,
  contactPhone: '010-62345678',
  contactEmail: 'xuanping@gonghui.example.cn',
  note: '如有异议，请于公示期内实名反映。',
  status: 'running',
  phase: 'ended',
  decisionNo: null,
  decisionDate: null,
  decidedBy: null,
  records: CANDIDATES.map((c) => ({
    recordId: c.recordId,
    name: c.name,
    sex: '男',
    unitName: c.unitName,
    post: c.post,
    category: null,
    summary: '长期扎根一线，带领班组攻克多项技术难题。',
    module: c.module,
    unionId: c.unionId,
    unionName: c.unionName,
    outcome: null,
    outcomeName: null,
  })),
  objections: [
    {
      id: '9001',
      recordId: '7002',
      refNo: 'GS8001-123456',
      content: '反映该人选所在班组2025年发生过一起安全生产事故，请核查。',
      objectorName: '王明',
      objectorUnit: '北京某机械有限公司',
      mobile: '13800138000',
      email: null,
      filedAt: '2026-11-03 10:00:00',
      outcome: null,
      outcomeName: null,
      finding: null,
      answeredAt: null,
      answeredBy: null,
      files: [],
      verification: null,
    },
  ],
  history: [],
};

/** The same publicity as the public reads it while it runs. */
export const PUBLIC_DETAIL: PublicPublicityDetail = {
  id: ENDED.id,
  roundId: ENDED.roundId,
  title: ENDED.title,
  startDate: ENDED.startDate,
  endDate: ENDED.endDate,
  workingDays: ENDED.workingDays,
  contactPhone: ENDED.contactPhone,
  contactEmail: ENDED.contactEmail,
  note: ENDED.note,
  nominees: ENDED.records.map(({ recordId, name, sex, unitName, post, category, summary }) => ({
    recordId,
    name,
    sex,
    unitName,
    post,
    category,
    summary,
  })),
};
