import { Button, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { ListQuery } from '../../api';
import { childCallOf, stateName, type RecordState } from '../../catalogue';
import { useI18n } from '../../i18n';
import { isoDate } from '../../lib';
import { usePagedList } from '../../features/platform/crud';
import { DataTable } from '../../features/platform/data-table';
import { CALL_PARAM, childCalls } from './api';
import { thisYearsCall } from './begin-defaults';
import { ExportApprovedButton } from './ExportApprovedButton';
import { useChildText } from './texts';
import type { ChildRecord } from './types';
import { useWorkCalls } from './use-work-calls';
import { workColumns } from './work-columns';
import type { WorksScope } from './works-scope';

const FILTERS = [CALL_PARAM, 'state'] as const;
const STATES: readonly RecordState[] = ['draft', 'in_review', 'returned', 'approved'];
const rowId = (r: ChildRecord) => r.id;

/**
 * The works of one call across every entry the user may see (`workspage`): a higher union follows
 * what its unions sent and exports the approved works for the judges (`outsend`). The call is this
 * year's of the category until another is named.
 */
export function AllWorksPanel({ scope }: { scope: WorksScope }) {
  const { t, lang } = useI18n();
  const ct = useChildText();
  const { entry, child } = scope;
  const thisYear = thisYearsCall(scope, isoDate());
  // The filter is labelled as the entry's form labels the call's field (征集活动编号).
  const callField = entry.fields.find((f) => f.name === childCallOf(entry).idField);
  const columns = useMemo(() => workColumns(child, { selectable: false }), [child]);
  // The call the URL names, else this year's (in the list's name, so a new year loads again).
  const load = useCallback(
    (query: ListQuery) => childCalls.worksPage(entry.key, { [CALL_PARAM]: thisYear, ...query }),
    [entry.key, thisYear],
  );
  const { tq, page, table } = usePagedList(`${entry.key}-works@${thisYear}`, FILTERS, load, { columns });
  const callId = tq.query.filters[CALL_PARAM] ?? thisYear;
  const state = tq.query.filters.state ?? '';
  const [typed, setTyped] = useState(callId);
  useEffect(() => setTyped(callId), [callId]);
  const work = useWorkCalls(scope, page.reload);

  return (
    <div data-testid="all-works">
      <form
        className="filter-bar"
        onSubmit={(e) => {
          e.preventDefault();
          tq.setFilters({ [CALL_PARAM]: typed.trim() });
        }}
      >
        <label className="filter-label" htmlFor="works-activity">
          {callField?.label[lang]}
        </label>
        <InputGroup
          id="works-activity"
          data-testid={`filter-${CALL_PARAM}`}
          title={ct('activityFilterHelp')}
          value={typed}
          onValueChange={setTyped}
        />
        <HTMLSelect
          aria-label={t('record.state')}
          data-testid="filter-state"
          value={state}
          onChange={(e) => tq.setFilters({ state: e.currentTarget.value })}
        >
          <option value="">{ct('anyState')}</option>
          {STATES.map((s) => (
            <option key={s} value={s}>
              {stateName(s, lang)}
            </option>
          ))}
        </HTMLSelect>
        <Button type="submit" icon="search" text={t('common.search')} data-testid="btn-search" />
        <span className="filter-end">
          <ExportApprovedButton scope={scope} callId={callId} />
        </span>
      </form>
      <DataTable<ChildRecord>
        columns={columns}
        {...table}
        getRowId={rowId}
        rowTestId={(r) => `work-${r.id}`}
        meta={{ workCalls: work.calls, busyWork: work.busy }}
      />
      {work.removeDialog}
    </div>
  );
}
