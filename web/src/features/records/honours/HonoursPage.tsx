import { Card, SegmentedControl } from '@blueprintjs/core';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { honours, type HonourRow, type ListQuery } from '../../../api';
import { modules } from '../../../catalogue';
import { useI18n } from '../../../i18n';
import { usePageTitle } from '../../../lib';
import { useAccess } from '../../identity/access';
import { DownloadButton, SearchBar, usePagedList } from '../../platform/crud';
import { DataTable } from '../../platform/data-table';
import { PageHeader } from '../../platform/layout';
import { useDictionary } from '../fields';
import { honourColumns, sourceName } from './honour-columns';
import { HONOUR_FILTERS, holderTypeOf, honourFilters } from './honour-query';
import { useHonourText } from './texts';

/** The years offered by the filter: this year and the 29 before (the portal grants recent honours). */
const YEARS = Array.from({ length: 30 }, (_, i) => String(new Date().getFullYear() - i)).map((y) => ({ value: y, label: y }));

/** The modules honours come from: those granting one on approval, and those a round's publicity decides. */
const SOURCES = Object.values(modules).filter((m) => m.honour || m.round);

const loadPage = (query: ListQuery) => honours.list({ ...honourFilters(query), current: Number(query.current), size: Number(query.size) });
const rowId = (row: HonourRow) => row.id;

/**
 * Route `/honor/achieve` (荣誉成果): the honours granted in the viewer's data scope, persons or
 * collectives, filtered by year, level, name, holder and source module and sorted on the server;
 * each row links its source record where the viewer has the module; 导出 downloads the ledger of
 * the same filters.
 */
export function HonoursPage() {
  const ht = useHonourText();
  const { lang, t } = useI18n();
  const { hasMenu } = useAccess();
  usePageTitle(ht('title'));
  const levels = useDictionary('honour_level');

  // The type names the identity column, so it is read before the list (which reads the same URL).
  const type = holderTypeOf({ type: useSearchParams()[0].get('type') ?? undefined });
  const columns = useMemo(() => honourColumns({ lang, type, canOpen: hasMenu }), [lang, type, hasMenu]);
  const list = usePagedList('honours', HONOUR_FILTERS, loadPage, { columns });

  return (
    <div className="page" data-testid="honours-page">
      <PageHeader
        title={ht('title')}
        subtitle={ht('intro')}
        actions={
          <DownloadButton
            icon="export"
            text={t('common.export')}
            testId="btn-export"
            fetch={() => honours.sheet(honourFilters(list.serverQuery))}
            name={`${ht('sheetName')}.xlsx`}
          />
        }
      />
      <Card className="panel">
        <SegmentedControl
          className="gap-bottom"
          aria-label={ht('holderType')}
          data-testid="honour-type"
          value={type}
          options={[
            { value: 'person', label: ht('person') },
            { value: 'team', label: ht('team') },
          ]}
          onValueChange={(value) => list.tq.setFilters({ type: value === 'team' ? value : undefined })}
        />
        <SearchBar
          fields={[
            { name: 'year', label: ht('year'), options: YEARS },
            { name: 'level', label: ht('level'), options: (levels.data ?? []).map((i) => ({ value: i.dictKey, label: i.dictValue })) },
            { name: 'honourName', label: ht('honourName') },
            { name: 'holderName', label: ht('holderName') },
            { name: 'source', label: ht('source'), options: SOURCES.map((m) => ({ value: m.key, label: sourceName(m.key, lang) })) },
          ]}
          filters={list.tq.query.filters}
          onChange={list.tq.setFilters}
        />
        <DataTable<HonourRow> columns={columns} {...list.table} getRowId={rowId} rowTestId={(r) => `honour-${r.id}`} />
      </Card>
    </div>
  );
}
