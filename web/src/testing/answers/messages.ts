import type { Page, UnionMessage } from '../../api';

/** An objection's portal message to the nominee's union, unread. */
export const OBJECTION_MESSAGE: UnionMessage = {
  id: '8101',
  kind: 'objection',
  module: 'modelWorkerSelection1',
  title: '公示异议：2026年北京市劳动模范推荐人选公示',
  content: '公示期间收到对推荐人选李振华的异议（编号GS0001-000123），请配合上级工会核查。',
  subjectId: '8201',
  sentAt: '2026-11-27 09:30:00',
  readAt: null,
};

/** A higher union's reminder, read yesterday. */
export const REMIND_MESSAGE: UnionMessage = {
  id: '8102',
  kind: 'remind',
  module: 'recommendEmployeeInnovationBoost1',
  title: '填报提醒：职工创新助推计划',
  content: '请于申报截止前完成填报。',
  subjectId: null,
  sentAt: '2026-11-26 10:00:00',
  readAt: '2026-11-26 11:00:00',
};

/** A page of `union-message/list` holding `rows`. */
export const messagePage = (rows: UnionMessage[], total = rows.length): Page<UnionMessage> => ({
  records: rows,
  total,
  size: 10,
  current: 1,
  pages: Math.ceil(total / 10),
  searchCount: true,
});

/** A campaign's portal message inviting the union to answer field3ques (职工书屋情况调查), unread. */
export const QUESTIONNAIRE_MESSAGE: UnionMessage = {
  id: '8103',
  kind: 'questionnaire',
  module: 'field3ques',
  title: '问卷：2026年度职工书屋情况调查',
  content: '请于12月15日前填写本单位职工书屋情况调查。',
  subjectId: '30001',
  sentAt: '2026-11-27 08:00:00',
  readAt: null,
};
