import { Card, Tag, type Intent } from '@blueprintjs/core';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { admin, toast, type RegistrationRow } from '../../../api';
import { Msg, useI18n, type MessageKey } from '../../../i18n';
import { DataTable, indexColumn } from '../../platform/data-table';
import {
  FormDialog,
  RowButton,
  SearchForm,
  text,
  usePagedList,
  type FieldSpec,
  type FormValues,
  type SearchField,
} from '../../platform/crud';

const FILTERS = ['account', 'status', 'kind'] as const;
const rowId = (r: RegistrationRow) => r.id;

const STATUS: Record<string, { key: MessageKey; intent: Intent }> = {
  pending: { key: 'registration.pending', intent: 'warning' },
  approved: { key: 'registration.approved', intent: 'success' },
  rejected: { key: 'registration.rejected', intent: 'danger' },
};

type Decision = { row: RegistrationRow; action: 'approve' | 'reject' };

// Unions are picked from the organisation tree by name, not typed as numbers.
const APPROVE_GUEST: FieldSpec[] = [
  { name: 'unionId', label: 'registration.unionId', kind: 'union', required: true, hint: 'registration.unionIdHint' },
];
const APPROVE_UNION: FieldSpec[] = [
  { name: 'parentUnionId', label: 'registration.parentUnionId', kind: 'union', hint: 'registration.parentUnionIdHint' },
];
const REJECT: FieldSpec[] = [{ name: 'reason', label: 'registration.reason', kind: 'textarea', required: true }];

/** 注册审批: registrations waiting for an administrator, approved into accounts or rejected with a reason. */
export function RegistrationList() {
  const { t } = useI18n();
  const [decision, setDecision] = useState<Decision>();

  const search = useMemo<SearchField[]>(
    () => [
      { name: 'account', label: 'registration.account' },
      { name: 'status', label: 'common.status', options: Object.entries(STATUS).map(([value, s]) => ({ value, label: t(s.key) })) },
      {
        name: 'kind',
        label: 'registration.kind',
        options: [
          { value: 'guest', label: t('registration.guest') },
          { value: 'union', label: t('registration.union') },
        ],
      },
    ],
    [t],
  );

  const columns = useMemo<ColumnDef<RegistrationRow>[]>(
    () => [
      indexColumn<RegistrationRow>(),
      {
        id: 'kind',
        header: () => <Msg k="registration.kind" />,
        cell: ({ row }) => <Msg k={row.original.kind === 'union' ? 'registration.union' : 'registration.guest'} />,
      },
      { id: 'account', accessorKey: 'account', enableSorting: true, header: () => <Msg k="registration.account" /> },
      { id: 'name', accessorKey: 'name', header: () => <Msg k="registration.name" /> },
      { id: 'unionName', accessorKey: 'unionName', header: () => <Msg k="registration.unionName" /> },
      { id: 'linkName', accessorKey: 'linkName', header: () => <Msg k="registration.linkName" /> },
      { id: 'phone', accessorKey: 'phone', header: () => <Msg k="registration.phone" /> },
      {
        id: 'status',
        enableSorting: true,
        header: () => <Msg k="common.status" />,
        cell: ({ row }) => {
          const s = STATUS[row.original.status];
          return (
            <Tag
              minimal
              intent={s?.intent ?? 'none'}
              data-testid="registration-status"
              data-status={row.original.status}
              title={row.original.reason}
            >
              {s ? t(s.key) : row.original.status}
            </Tag>
          );
        },
      },
      { id: 'createTime', accessorKey: 'createTime', enableSorting: true, header: () => <Msg k="record.createTime" /> },
      {
        id: 'actions',
        header: () => <Msg k="common.actions" />,
        cell: ({ row }) =>
          row.original.status === 'pending' ? (
            <div className="row-actions">
              <RowButton
                text={t('registration.approve')}
                icon="tick"
                intent="success"
                testId="row-approve"
                onClick={() => setDecision({ row: row.original, action: 'approve' })}
              />
              <RowButton
                text={t('registration.reject')}
                icon="cross"
                intent="danger"
                testId="row-reject"
                onClick={() => setDecision({ row: row.original, action: 'reject' })}
              />
            </div>
          ) : null,
      },
    ],
    [t],
  );
  const list = usePagedList('registrations', FILTERS, admin.registrations.page, { columns });

  const initial = useMemo<FormValues | undefined>(() => {
    if (!decision) return undefined;
    const values: FormValues = {};
    if (decision.action === 'approve' && decision.row.kind === 'union') values.parentUnionId = decision.row.parentUnionId;
    return values;
  }, [decision]);
  const fields = decision?.action === 'reject' ? REJECT : decision?.row.kind === 'union' ? APPROVE_UNION : APPROVE_GUEST;

  const decide = async (values: FormValues) => {
    if (!decision) return;
    const { row, action } = decision;
    if (action === 'reject') await admin.registrations.reject(row.id, text(values.reason));
    else
      await admin.registrations.approve({
        id: row.id,
        ...(row.kind === 'union'
          ? text(values.parentUnionId)
            ? { parentUnionId: text(values.parentUnionId) }
            : {}
          : { unionId: text(values.unionId) }),
      });
    toast.success(t(action === 'approve' ? 'registration.approvedDone' : 'registration.rejectedDone'));
    setDecision(undefined);
    list.page.reload();
  };

  return (
    <Card className="panel">
      <SearchForm fields={search} filters={list.tq.query.filters} onChange={list.tq.setFilters} />
      <DataTable<RegistrationRow> columns={columns} {...list.table} getRowId={rowId} rowTestId={(r) => `row-${r.account}`} />
      <FormDialog
        initial={initial}
        editing={false}
        width={480}
        title={
          decision
            ? t(decision.action === 'approve' ? 'registration.approveTitle' : 'registration.rejectTitle', { account: decision.row.account })
            : ''
        }
        fields={fields}
        onClose={() => setDecision(undefined)}
        onSubmit={decide}
        testId="registration-dialog"
      />
    </Card>
  );
}
