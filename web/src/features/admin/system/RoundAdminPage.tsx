import { Card, Tag } from '@blueprintjs/core';
import type { ColumnDef } from '@tanstack/react-table';
import { useEffect, useMemo, useState } from 'react';
import { admin, system, toast, type RoundRow } from '../../../api';
import { Msg, useI18n } from '../../../i18n';
import { useLoader, usePageTitle } from '../../../lib';
import { DataTable, indexColumn } from '../../platform/data-table';
import {
  FormDialog,
  ListToolbar,
  RowButton,
  SearchForm,
  int,
  text,
  usePagedList,
  type FieldSpec,
  type FormValues,
} from '../../platform/crud';
import { PageHeader } from '../../platform/layout';

const toValues = (r: RoundRow): FormValues => ({
  kind: r.kind,
  year: String(r.year),
  title: r.title,
  opensAt: r.opensAt,
  closesAt: r.closesAt,
  placesPerUnion: String(r.placesPerUnion),
  publicityDays: String(r.publicityDays),
});

/** Route `/system/round` (评选轮次): the federation's selection rounds, their windows and places; a round is closed, never deleted. */
export function RoundAdminPage() {
  const { t, lang } = useI18n();
  usePageTitle(t('route.round'));
  const kinds = useLoader(`dict:${lang}:selection_round_kind`, () => system.tenantDictionary('selection_round_kind'));
  const options = useMemo(() => (kinds.data ?? []).map((k) => ({ value: k.dictKey, label: k.dictValue })), [kinds.data]);
  const [editing, setEditing] = useState<{ row?: RoundRow; values: FormValues }>();
  const [closing, setClosing] = useState<string>();
  const columns = useMemo<ColumnDef<RoundRow>[]>(
    () => [
      indexColumn<RoundRow>(),
      { id: 'kind', header: () => <Msg k="round.kind" />, cell: ({ row }) => row.original.kindName },
      { id: 'year', accessorKey: 'year', header: () => <Msg k="round.year" /> },
      { id: 'title', accessorKey: 'title', header: () => <Msg k="round.title" /> },
      { id: 'window', header: () => <Msg k="round.window" />, cell: ({ row }) => `${row.original.opensAt} ~ ${row.original.closesAt}` },
      { id: 'placesPerUnion', accessorKey: 'placesPerUnion', header: () => <Msg k="round.placesPerUnion" /> },
      {
        id: 'status',
        header: () => <Msg k="round.status" />,
        cell: ({ row }) => (
          <Tag intent={row.original.openNow ? 'success' : 'none'}>{t(row.original.openNow ? 'round.openNow' : 'round.notOpen')}</Tag>
        ),
      },
      {
        id: 'actions',
        header: () => <Msg k="common.actions" />,
        cell: ({ row }) =>
          row.original.status === 'open' ? (
            <div className="row-actions">
              <RowButton
                text={t('common.edit')}
                icon="edit"
                testId="row-edit"
                onClick={() => setEditing({ row: row.original, values: toValues(row.original) })}
              />
              <RowButton
                text={t('round.close')}
                icon="lock"
                intent="danger"
                testId="row-close"
                onClick={() => setClosing(row.original.id)}
              />
            </div>
          ) : null,
      },
    ],
    [t],
  );
  const list = usePagedList('round', ['kind'], admin.rounds.page, { columns });
  // The row's close button names the round; closing it reloads the list (a round is closed, never deleted).
  useEffect(() => {
    if (!closing) return;
    void admin.rounds
      .close(closing)
      .then(() => {
        toast.success(t('round.closed'));
        list.page.reload();
      })
      .finally(() => setClosing(undefined));
  }, [closing, list.page, t]);
  const fields = useMemo<FieldSpec[]>(
    () => [
      { name: 'kind', label: 'round.kind', kind: 'select', required: true, options },
      { name: 'year', label: 'round.year', kind: 'number', required: true },
      { name: 'title', label: 'round.title', required: true, wide: true },
      { name: 'opensAt', label: 'round.opensAt', required: true, hint: 'round.timeHint' },
      { name: 'closesAt', label: 'round.closesAt', required: true, hint: 'round.timeHint' },
      { name: 'placesPerUnion', label: 'round.placesPerUnion', kind: 'number', required: true },
      { name: 'publicityDays', label: 'round.publicityDays', kind: 'number' },
    ],
    [options],
  );
  const save = async (v: FormValues) => {
    const row = editing?.row;
    await admin.rounds.submit({
      ...(row ? { id: row.id, allocations: row.allocations.map(({ unionId, places }) => ({ unionId, places })) } : {}),
      kind: text(v.kind),
      year: int(v.year),
      title: text(v.title),
      opensAt: text(v.opensAt),
      closesAt: text(v.closesAt),
      placesPerUnion: int(v.placesPerUnion) ?? 1,
      publicityDays: int(v.publicityDays) ?? 5,
    });
    toast.success(t(row ? 'msg.updated' : 'msg.created'));
    setEditing(undefined);
    list.page.reload();
  };
  return (
    <div className="page" data-testid="admin-round">
      <PageHeader title={t('route.round')} />
      <Card className="panel">
        <SearchForm
          fields={[{ name: 'kind', label: 'round.kind', options }]}
          filters={list.tq.query.filters}
          onChange={list.tq.setFilters}
        />
        <ListToolbar onAdd={() => setEditing({ values: { placesPerUnion: '1', publicityDays: '5' } })} />
        <DataTable<RoundRow> columns={columns} {...list.table} getRowId={(r) => r.id} />
      </Card>
      <FormDialog
        initial={editing?.values}
        editing={editing?.row !== undefined}
        title={t(editing?.row ? 'common.editTitle' : 'common.newTitle', { name: t('noun.round') })}
        fields={fields}
        onClose={() => setEditing(undefined)}
        onSubmit={save}
        testId="round-dialog"
      />
    </div>
  );
}
