import type { TodoCount } from '../../../api';

/** The task-list tab the bell opens: where the waiting items are (返回的申请 live under 我的申请). */
export function todoTab(count: TodoCount | undefined): 'todo' | 'claim' | 'send' {
  if (!count || count.todo > 0) return 'todo';
  if (count.claim > 0) return 'claim';
  return (count.returned ?? 0) > 0 ? 'send' : 'todo';
}
