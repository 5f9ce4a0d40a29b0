import { Button } from '@blueprintjs/core';
import type { ColumnDef, RowData } from '@tanstack/react-table';
import { Link } from 'react-router-dom';
import { modules } from '../../../catalogue';
import type { RecordView, TaskRow } from '../../../api';
import { Localized, Msg } from '../../../i18n';
import { indexColumn } from '../../platform/data-table';
import { modulePaths, StateTag } from '../../records/modules';

/** What the task tables hand their row buttons. */
export interface TaskTableActions {
  claim?: (task: TaskRow) => void;
  /** Opens the task: to review it (todo) or to read it (done). */
  open?: (task: TaskRow) => void;
  /** The task being claimed, to show its button busy. */
  busyTaskId?: string;
}

declare module '@tanstack/react-table' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- a merged interface repeats TanStack's type parameter
  interface TableMeta<TData extends RowData> {
    taskActions?: TaskTableActions;
  }
}

const dash = (v: string | null | undefined) => v || '—';

const TASK_LEAD: ColumnDef<TaskRow>[] = [
  indexColumn<TaskRow>(),
  { id: 'moduleTitle', header: () => <Msg k="record.module" />, cell: ({ row }) => row.original.moduleTitle },
  { id: 'title', header: () => <Msg k="record.title" />, cell: ({ row }) => dash(row.original.title) },
  { id: 'unionName', header: () => <Msg k="record.union" />, cell: ({ row }) => dash(row.original.unionName) },
  { id: 'applicantName', header: () => <Msg k="record.applicant" />, cell: ({ row }) => dash(row.original.applicantName) },
  { id: 'stageName', header: () => <Msg k="record.stage" />, cell: ({ row }) => dash(row.original.stageName) },
];

const arrived: ColumnDef<TaskRow> = {
  id: 'createTime',
  accessorKey: 'createTime',
  enableSorting: true,
  header: () => <Msg k="task.receiveTime" />,
};

const due: ColumnDef<TaskRow> = {
  id: 'dueTime',
  header: () => <Msg k="task.dueTime" />,
  cell: ({ row }) => dash(row.original.dueTime),
};

/** Columns of 无审核人 (administrators): tasks no account can take; read only. */
export const UNASSIGNED_COLUMNS: ColumnDef<TaskRow>[] = [...TASK_LEAD, arrived, due];

/** Whether the user may complete the task now (approve or return it), as its row says. */
export const canReview = (task: TaskRow) => task.actions.includes('approve') || task.actions.includes('return');

/**
 * The row buttons of 待签收 and 待办, drawn from the row's `actions` (the lifecycle table's answer):
 * 签收 while the task may be claimed, 办理 while it may be approved or returned.
 */
const taskButtons: ColumnDef<TaskRow> = {
  id: 'actions',
  header: () => <Msg k="common.actions" />,
  cell: ({ row, table }) => {
    const actions = table.options.meta?.taskActions;
    const task = row.original;
    return (
      <>
        {task.actions.includes('claim') && (
          <Button
            size="small"
            intent="primary"
            icon="hand-up"
            data-testid="btn-claim"
            loading={actions?.busyTaskId === task.taskId}
            onClick={() => actions?.claim?.(task)}
          >
            <Msg k="task.claim" />
          </Button>
        )}{' '}
        {canReview(task) && (
          <Button size="small" intent="danger" icon="endorsed" data-testid="btn-handle" onClick={() => actions?.open?.(task)}>
            <Msg k="task.handle" />
          </Button>
        )}
      </>
    );
  },
};

/** Columns of 待签收. */
export const CLAIM_COLUMNS: ColumnDef<TaskRow>[] = [...TASK_LEAD, arrived, due, taskButtons];

/** Columns of 待办. */
export const TODO_COLUMNS: ColumnDef<TaskRow>[] = [
  ...TASK_LEAD,
  arrived,
  { id: 'claimTime', header: () => <Msg k="task.claimTime" />, cell: ({ row }) => dash(row.original.claimTime) },
  due,
  taskButtons,
];

function Outcome({ task }: { task: TaskRow }) {
  if (task.outcomeName) return <>{task.outcomeName}</>;
  if (task.outcome === 'approve' || task.outcome === 'ok') return <Msg k="task.outcomeOk" />;
  if (task.outcome === 'return' || task.outcome === 'back') return <Msg k="task.outcomeBack" />;
  return <>{dash(task.outcome)}</>;
}

/** Columns of 已办. */
export const DONE_COLUMNS: ColumnDef<TaskRow>[] = [
  ...TASK_LEAD,
  { id: 'outcome', header: () => <Msg k="task.outcome" />, cell: ({ row }) => <Outcome task={row.original} /> },
  { id: 'comment', header: () => <Msg k="task.comment" />, cell: ({ row }) => dash(row.original.comment) },
  {
    id: 'completeTime',
    accessorKey: 'completeTime',
    enableSorting: true,
    header: () => <Msg k="task.completeTime" />,
  },
  {
    id: 'actions',
    header: () => <Msg k="common.actions" />,
    cell: ({ row, table }) => (
      <Button
        size="small"
        variant="minimal"
        intent="primary"
        icon="eye-open"
        data-testid="row-view"
        onClick={() => table.options.meta?.taskActions?.open?.(row.original)}
      >
        <Msg k="common.view" />
      </Button>
    ),
  },
];

function ModuleTitle({ module }: { module: string }) {
  const entry = Object.hasOwn(modules, module) ? modules[module] : undefined;
  return entry ? <Localized text={entry.title} /> : <>{module}</>;
}

/** Columns of 我的申请 (its rows are records). */
export const SEND_COLUMNS: ColumnDef<RecordView>[] = [
  indexColumn<RecordView>(),
  { id: 'module', header: () => <Msg k="record.module" />, cell: ({ row }) => <ModuleTitle module={row.original.module} /> },
  { id: 'title', header: () => <Msg k="record.title" />, cell: ({ row }) => dash(row.original.title) },
  {
    id: 'state',
    header: () => <Msg k="record.state" />,
    cell: ({ row }) => <StateTag state={row.original.state} name={row.original.stateName} />,
  },
  { id: 'stageName', header: () => <Msg k="record.stage" />, cell: ({ row }) => dash(row.original.stageName) },
  { id: 'createTime', accessorKey: 'createTime', enableSorting: true, header: () => <Msg k="record.createTime" /> },
  { id: 'updateTime', accessorKey: 'updateTime', enableSorting: true, header: () => <Msg k="record.updateTime" /> },
  {
    id: 'actions',
    header: () => <Msg k="common.actions" />,
    cell: ({ row }) => (
      <Link to={modulePaths.detail(row.original.module, row.original.id)} data-testid="row-view">
        <Msg k="common.view" />
      </Link>
    ),
  },
];
