import { work, type RecordView } from '../../../api';
import { DataTable } from '../../platform/data-table';
import { KeywordFilter } from './KeywordFilter';
import { SEND_COLUMNS } from './task-columns';
import { useTaskList } from './use-task-list';

const recordId = (r: RecordView) => r.id;

/** 我的申请: the flows the user started, linking to their detail pages. */
export function SentRecordsTab() {
  const { tq, table } = useTaskList('send', work.sendList, SEND_COLUMNS);
  return (
    <div className="task-tab" data-testid="task-list-send">
      <KeywordFilter value={tq.query.filters.keyword} onChange={(keyword) => tq.setFilters({ keyword })} />
      <DataTable<RecordView> columns={SEND_COLUMNS} {...table} getRowId={recordId} />
    </div>
  );
}
