import type { ColumnDef } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { request, toast, work, type ListQuery, type Page, type TaskRow } from '../../../api';
import { useI18n } from '../../../i18n';
import { notifyTodoChanged } from '../../../lib';
import { DataTable } from '../../platform/data-table';
import { KeywordFilter } from './KeywordFilter';
import { canReview, CLAIM_COLUMNS, DONE_COLUMNS, TODO_COLUMNS, UNASSIGNED_COLUMNS, type TaskTableActions } from './task-columns';
import { TaskDialog } from './TaskDialog';
import { useTaskList } from './use-task-list';

/** The task lists whose rows are tasks. */
export type TaskRowsKind = 'claim' | 'todo' | 'done' | 'unassigned';

const LISTS: Record<TaskRowsKind, { load: (q: ListQuery) => Promise<Page<TaskRow>>; columns: ColumnDef<TaskRow>[] }> = {
  claim: { load: work.claimList, columns: CLAIM_COLUMNS },
  todo: { load: work.todoList, columns: TODO_COLUMNS },
  done: { load: work.doneList, columns: DONE_COLUMNS },
  // Administrators: records whose task no active account can take (flow.unassigned).
  unassigned: {
    load: (query) => request<Page<TaskRow>>('/api/blade-flow/work/unassigned-list', { query }),
    columns: UNASSIGNED_COLUMNS,
  },
};

const taskId = (task: TaskRow) => task.taskId;
// Rows are found by the record they concern; `data-row-id` carries the task id.
const rowTestId = (task: TaskRow) => `row-${task.recordId}`;

/** 待签收, 待办, 已办 or 无审核人: a paged list of tasks with its row buttons. */
export function TaskRowsTab({ kind }: { kind: TaskRowsKind }) {
  const { t } = useI18n();
  const { load, columns } = LISTS[kind];
  const { tq, page, table } = useTaskList(kind, load, columns);
  const [open, setOpen] = useState<TaskRow>();
  const [claiming, setClaiming] = useState<string>();

  const meta = useMemo(() => {
    const actions: TaskTableActions = {
      busyTaskId: claiming,
      open: setOpen,
      claim: (task) => {
        setClaiming(task.taskId);
        work.claim(task.taskId).then(
          () => {
            toast.success(t('msg.claimed'));
            notifyTodoChanged();
            setClaiming(undefined);
            page.reload();
          },
          () => setClaiming(undefined),
        );
      },
    };
    return { taskActions: actions };
  }, [claiming, page.reload, t]);

  return (
    <div className="task-tab" data-testid={`task-list-${kind}`}>
      <KeywordFilter value={tq.query.filters.keyword} onChange={(keyword) => tq.setFilters({ keyword })} />
      <DataTable<TaskRow> columns={columns} {...table} getRowId={taskId} rowTestId={rowTestId} meta={meta} />
      {open && (
        <TaskDialog
          task={open}
          mode={canReview(open) ? 'review' : 'view'}
          onClose={() => setOpen(undefined)}
          onDone={() => {
            setOpen(undefined);
            page.reload();
          }}
        />
      )}
    </div>
  );
}
