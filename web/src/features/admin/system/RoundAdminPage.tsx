import { Tag } from '@blueprintjs/core';
import type { ColumnDef } from '@tanstack/react-table';
import { useCallback, useMemo, type ReactNode } from 'react';
import { admin, system, toast, type RoundBody, type RoundRow, type UnionNode } from '../../../api';
import { Msg, useI18n } from '../../../i18n';
import { useLoader } from '../../../lib';
import { RowButton, int, text, type FieldSpec, type FormValues, type SearchField } from '../../platform/crud';
import { PagedAdminPage, type PagedAdminPageProps } from './PagedAdminPage';
import { RoundPlacesTable } from './RoundPlacesTable';
import { RoundStandardsFields } from './RoundStandardsFields';
import { allocationsOf, placesField, placesRows, placesTotal, placesValues } from './round-places';
import { standardField, standardsOf, standardsValues } from './round-standards';

const NO_UNIONS: UnionNode[] = [];
const DEFAULTS: FormValues = { placesPerUnion: '1', publicityDays: '5', frontlineMinPercent: '0', leaderMaxPercent: '0' };

const toValues = (r: RoundRow): FormValues => ({
  kind: r.kind,
  year: String(r.year),
  title: r.title,
  opensAt: r.opensAt,
  closesAt: r.closesAt,
  placesPerUnion: String(r.placesPerUnion),
  publicityDays: String(r.publicityDays),
  noRepeatYears: r.noRepeatYears === null ? '' : String(r.noRepeatYears),
  summaryDeadline: r.summaryDeadline ?? '',
  frontlineMinPercent: String(r.frontlineMinPercent),
  leaderMaxPercent: String(r.leaderMaxPercent),
  noticeText: r.noticeText ?? '',
  ...placesValues(r.allocations),
  ...standardsValues(r.standards),
});

/** The edit dialog starts from the round's detail: its allocations as they are now, not as the list last read them. */
const detail = (r: RoundRow) => admin.rounds.detail(r.id);
/** A closed round is kept as it was: no edit, no close. */
const editable = (r: RoundRow) => r.status === 'open';

/**
 * Route `/system/round` (评选轮次): the federation's selection rounds, their windows, places per union
 * and places per higher union (名额分配); a round is closed, never deleted.
 */
export function RoundAdminPage() {
  const { t, lang } = useI18n();
  const kinds = useLoader(`dict:${lang}:selection_round_kind`, () => system.tenantDictionary('selection_round_kind'));
  const options = useMemo(() => (kinds.data ?? []).map((k) => ({ value: k.dictKey, label: k.dictValue })), [kinds.data]);
  // The union picker's call: it answers every higher union of the tenant, whatever the caller's data scope.
  const unions = useLoader('round:unions', () => system.unionTree());
  const tree = unions.data ?? NO_UNIONS;
  const search = useMemo<SearchField[]>(() => [{ name: 'kind', label: 'round.kind', options }], [options]);
  const columns = useMemo<ColumnDef<RoundRow>[]>(
    () => [
      { id: 'kind', header: () => <Msg k="round.kind" />, cell: ({ row }) => row.original.kindName },
      { id: 'year', accessorKey: 'year', header: () => <Msg k="round.year" /> },
      { id: 'title', accessorKey: 'title', header: () => <Msg k="round.title" /> },
      { id: 'window', header: () => <Msg k="round.window" />, cell: ({ row }) => `${row.original.opensAt} ~ ${row.original.closesAt}` },
      { id: 'placesPerUnion', accessorKey: 'placesPerUnion', header: () => <Msg k="round.placesPerUnion" /> },
      {
        id: 'placesAllocated',
        header: () => <Msg k="round.placesAllocated" />,
        // None allocated is not 0 places: the higher unions' summaries are then not bounded by the round.
        cell: ({ row }) => (
          <span data-testid="places-allocated">{row.original.allocations.length ? placesTotal(row.original.allocations) : '—'}</span>
        ),
      },
      {
        id: 'status',
        header: () => <Msg k="round.status" />,
        cell: ({ row }) => (
          <Tag intent={row.original.openNow ? 'success' : 'none'}>{t(row.original.openNow ? 'round.openNow' : 'round.notOpen')}</Tag>
        ),
      },
    ],
    [t],
  );
  const fields = useMemo<FieldSpec[]>(
    () => [
      { name: 'kind', label: 'round.kind', kind: 'select', required: true, options },
      { name: 'year', label: 'round.year', kind: 'number', required: true },
      { name: 'title', label: 'round.title', required: true, wide: true },
      { name: 'opensAt', label: 'round.opensAt', required: true, hint: 'round.timeHint' },
      { name: 'closesAt', label: 'round.closesAt', required: true, hint: 'round.timeHint' },
      { name: 'placesPerUnion', label: 'round.placesPerUnion', kind: 'number', required: true },
      { name: 'publicityDays', label: 'round.publicityDays', kind: 'number' },
      { name: 'noRepeatYears', label: 'round.noRepeatYears', kind: 'number', hint: 'round.noRepeatHint' },
      { name: 'summaryDeadline', label: 'round.summaryDeadline', hint: 'round.summaryDeadlineHint' },
      { name: 'frontlineMinPercent', label: 'round.frontlineMinPercent', kind: 'number', hint: 'round.sharesHint' },
      { name: 'leaderMaxPercent', label: 'round.leaderMaxPercent', kind: 'number', hint: 'round.sharesHint' },
      { name: 'noticeText', label: 'round.noticeText', kind: 'textarea', wide: true },
    ],
    [options],
  );
  const toBody = useCallback(
    (v: FormValues, row: RoundRow | undefined): RoundBody => ({
      ...(row ? { id: row.id } : {}),
      kind: text(v.kind),
      year: int(v.year)!,
      title: text(v.title),
      opensAt: text(v.opensAt),
      closesAt: text(v.closesAt),
      placesPerUnion: int(v.placesPerUnion) ?? 1,
      publicityDays: int(v.publicityDays) ?? 5,
      // Blank: a holder of the kind's honour is never nominated for it again.
      noRepeatYears: int(v.noRepeatYears) ?? null,
      summaryDeadline: text(v.summaryDeadline) || null,
      frontlineMinPercent: int(v.frontlineMinPercent) ?? 0,
      leaderMaxPercent: int(v.leaderMaxPercent) ?? 0,
      noticeText: text(v.noticeText) || null,
      allocations: allocationsOf(placesRows(tree, row?.allocations ?? []), v),
      standards: standardsOf(v),
    }),
    [tree],
  );
  const rowActions = useCallback(
    (row: RoundRow, reload: () => void): ReactNode => (
      <RowButton
        text={t('round.close')}
        icon="lock"
        intent="danger"
        testId="row-close"
        onClick={() =>
          void admin.rounds
            .close(row.id)
            .then(() => {
              toast.success(t('round.closed'));
              reload();
            })
            // The call's own toast has said why.
            .catch(() => undefined)
        }
      />
    ),
    [t],
  );
  const dialog = useCallback<NonNullable<PagedAdminPageProps<RoundRow, RoundBody>['dialog']>>(
    (row) => {
      const rows = placesRows(tree, row?.allocations ?? []);
      return {
        children: (form) => (
          <>
            <RoundStandardsFields form={form} />
            <RoundPlacesTable rows={rows} form={form} />
          </>
        ),
        extraField: (field, values) => placesField(rows, field, values) ?? standardField(field, values, lang),
      };
    },
    [tree, lang],
  );
  return (
    <PagedAdminPage<RoundRow, RoundBody>
      name="round"
      title="route.round"
      noun="noun.round"
      search={search}
      load={admin.rounds.page}
      columns={columns}
      fields={fields}
      toValues={toValues}
      toBody={toBody}
      submit={admin.rounds.submit}
      detail={detail}
      editable={editable}
      rowActions={rowActions}
      dialog={dialog}
      defaults={DEFAULTS}
    />
  );
}
