import { Button, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { useEffect, useMemo, useState } from 'react';
import { stateName, type RecordState } from '../../catalogue';
import { useI18n } from '../../i18n';
import { isoDate, useLoader } from '../../lib';
import { DataTable, pageProps, useTableQuery } from '../../features/platform/data-table';
import { childCalls } from './api';
import { beginDefaults } from './begin-defaults';
import { ExportApprovedButton } from './ExportApprovedButton';
import { useChildText } from './texts';
import type { ChildRecord } from './types';
import { useWorkCalls } from './use-work-calls';
import { workColumns } from './work-columns';
import type { WorksScope } from './works-scope';

const FILTERS = ['activityId', 'state'] as const;
const STATES: readonly RecordState[] = ['draft', 'in_review', 'returned', 'approved'];
const rowId = (r: ChildRecord) => r.id;

/**
 * The works of one works call across every entry the user may see (`workspage`): a higher union
 * follows what its unions sent and exports the approved works for the judges (`outsend`). The call
 * is this year's of the category until another is named.
 */
export function AllWorksPanel({ scope }: { scope: WorksScope }) {
  const { t, lang } = useI18n();
  const ct = useChildText();
  const { entry, child } = scope;
  const tq = useTableQuery(FILTERS);
  const activityId = tq.query.filters.activityId ?? String(beginDefaults(scope, lang, isoDate()).activityId);
  const state = tq.query.filters.state ?? '';
  const [typed, setTyped] = useState(activityId);
  useEffect(() => setTyped(activityId), [activityId]);
  const list = useLoader(`works?${tq.key}&${activityId}`, () => childCalls.worksPage(entry.key, { ...tq.serverQuery, activityId }));
  const work = useWorkCalls(scope, list.reload);
  const columns = useMemo(() => workColumns(child, { selectable: false }), [child]);

  return (
    <div data-testid="all-works">
      <form
        className="filter-bar"
        onSubmit={(e) => {
          e.preventDefault();
          tq.setFilters({ activityId: typed.trim() });
        }}
      >
        <label className="filter-label" htmlFor="works-activity">
          {ct('activityFilter')}
        </label>
        <InputGroup
          id="works-activity"
          data-testid="filter-activityId"
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
          <ExportApprovedButton scope={scope} activityId={activityId} />
        </span>
      </form>
      <DataTable<ChildRecord>
        columns={columns}
        {...pageProps(tq, list)}
        getRowId={rowId}
        rowTestId={(r) => `work-${r.id}`}
        meta={{ workCalls: work.calls, busyWork: work.busy }}
      />
      {work.removeDialog}
    </div>
  );
}
