import type { Page, RecordView } from '../../api';
import { modules, stateName, type FormData, type LifecycleAction } from '../../catalogue';

/** What sets one record answer apart; the rest is corp1's record of the module as `detail` and `page` answer it. */
export type RecordFacts = Partial<RecordView> & Pick<RecordView, 'id' | 'module' | 'state'> & { actions: LifecycleAction[] };

/**
 * A record as the API answers it (services' `recordView` with the caller's `actions`): by corp1, of
 * its union, its form the module's catalogue example unless `facts` says otherwise. The actions are
 * those the lifecycle table gives corp1 as applicant in that state (`draft`: save, submit, cancel,
 * remove; `returned`: save, resubmit, cancel; `in_review`: withdraw, cancel; `approved`: none).
 */
export function recordAnswer(facts: RecordFacts): RecordView {
  const entry = modules[facts.module];
  if (!entry) throw new Error(`no catalogue module ${facts.module}`);
  const sent = facts.state !== 'draft';
  return {
    stateName: stateName(facts.state, 'zh', entry),
    stage: null,
    stageName: null,
    step: '',
    processInstanceId: sent ? `${facts.module}-${facts.id}` : '',
    unionId: '1101',
    unionName: '北京智联科技有限公司工会委员会',
    applicantId: '2005',
    applicantName: '智联科技工会',
    title: entry.titleField ? String(entry.example[entry.titleField] ?? '') : '',
    // The catalogue's example is a complete, valid form of the module (typed loosely there).
    form: { ...(entry.example as FormData) },
    attachments: [],
    openTaskId: null,
    lastComment: null,
    createTime: '2026-03-02 09:15:00',
    updateTime: '2026-03-02 09:15:00',
    submitTime: sent ? '2026-03-02 09:20:00' : null,
    endTime: facts.state === 'approved' ? '2026-03-05 16:00:00' : null,
    names: { unions: {}, persons: {} },
    ...facts,
  };
}

/** One page of a paged list as `page` answers it. */
export function pageAnswer<T>(records: T[], paging: { current?: number; size?: number; total?: number } = {}): Page<T> {
  const size = paging.size ?? 10;
  const total = paging.total ?? records.length;
  return { records, total, size, current: paging.current ?? 1, pages: Math.max(1, Math.ceil(total / size)), searchCount: true };
}
