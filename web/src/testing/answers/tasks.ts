import type { TaskRow } from '../../api';
import type { ModuleEntry } from '../../catalogue';

/** An open task of record 1 of `entry` at its first stage, claimed by the park union, which may approve or return it. */
export function taskOf(entry: ModuleEntry): TaskRow {
  return {
    taskId: 't1',
    processInstanceId: `${entry.key}-1`,
    recordId: '1',
    module: entry.key,
    moduleTitle: entry.title.zh,
    title: '',
    unionName: '北京智联科技有限公司工会委员会',
    applicantName: '智联科技工会',
    stage: 1,
    stageName: '上级工会审核',
    createTime: '2026-03-02 09:20:00',
    dueTime: null,
    claimTime: '2026-03-02 10:00:00',
    completeTime: null,
    assigneeName: '中关村工会',
    outcome: null,
    outcomeName: null,
    comment: null,
    state: 'in_review',
    stateName: '审核中',
    actions: ['approve', 'return'],
  };
}
