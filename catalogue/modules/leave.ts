import { parentOnly } from '../flow/parent-only';
import type { ModuleEntry } from '../types';
import { field, max, maxLen, min, minLen, required } from './group-b-parts';

/**
 * 请假审批: the spec's sample flow (group I `leave`). A union's staff member asks for leave; the union's
 * direct higher union approves it, as it approves a grassroots union chair's absence from office.
 * Started and read by the desk calls (`/api/blade-desk/process/leave/`, services/records/leave); a returned
 * request is resubmitted, withdrawn or cancelled through the module's standard calls like any record.
 * Design: docs/forms/leave.md.
 */
export const leave: ModuleEntry = {
  key: 'leave',
  group: 'I',
  title: { zh: '请假审批', en: 'Leave request' },
  titleField: 'reason',
  route: '/desk/leave',
  starters: ['corp', 'launion'],
  draftTtlDays: 30,
  flowModel: parentOnly,
  calls: ['submit', 'resubmit', 'rebackFlow', 'removeFlow', 'review'],
  sections: [
    { key: 'leave', title: { zh: '请假信息', en: 'Leave' } },
    { key: 'handover', title: { zh: '工作交接', en: 'Handover' } },
  ],
  fields: [
    field('leaveType', 'dict', '请假类型', 'Kind of leave', [required], { section: 'leave', dict: 'leave_type', listed: true }),
    field('startTime', 'date', '开始日期', 'First day', [required, { rule: 'notAfterField', field: 'endTime' }], {
      section: 'leave',
      listed: true,
    }),
    field('endTime', 'date', '结束日期', 'Last day', [required], { section: 'leave', listed: true }),
    field('days', 'integer', '请假天数', 'Days', [required, min(1), max(365), { rule: 'daysWithin', start: 'startTime', end: 'endTime' }], {
      section: 'leave',
      listed: true,
      help: { zh: '不超过开始至结束日期的天数;按工作日计算的假期可少于该天数', en: 'At most the days from the first to the last day' },
    }),
    field('reason', 'textarea', '请假事由', 'Reason', [required, minLen(2), maxLen(500)], { section: 'leave' }),
    field('handover', 'text', '工作交接人', 'Handover to', [minLen(2), maxLen(30)], { section: 'handover' }),
    field('mobile', 'mobile', '联系电话', 'Mobile during the leave', [], { section: 'handover' }),
  ],
  example: {
    leaveType: '3',
    startTime: '2026-12-07',
    endTime: '2026-12-11',
    days: 5,
    reason: '年度带薪年休假',
    handover: '李娜',
    mobile: '13800138000',
  },
};
