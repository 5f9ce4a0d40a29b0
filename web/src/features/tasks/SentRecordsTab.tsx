import { work, type FlowRecord } from '../../api';
import { DataTable } from '../data-table';
import { KeywordFilter } from './KeywordFilter';
import { SEND_COLUMNS } from './task-columns';
import { useTaskList } from './use-task-list';

const NO_ROWS: FlowRecord[] = [];
const recordId = (r: FlowRecord) => r.id;

/** 我的申请: the flows the user started, linking to their detail pages. */
export function SentRecordsTab() {
  const { tq, page } = useTaskList('send', work.sendList);
  return (
    <div className="task-tab" data-testid="task-list-send">
      <KeywordFilter value={tq.query.filters.keyword} onChange={(keyword) => tq.setFilters({ keyword })} />
      <DataTable<FlowRecord>
        columns={SEND_COLUMNS}
        data={page.data?.records ?? NO_ROWS}
        rowCount={page.data?.total ?? 0}
        pagination={tq.pagination}
        onPaginationChange={tq.setPagination}
        sorting={tq.query.sorting}
        onSortingChange={tq.setSorting}
        getRowId={recordId}
        loading={page.loading}
      />
    </div>
  );
}
