import { Tag } from '@blueprintjs/core';
import type { ColumnDef } from '@tanstack/react-table';
import { admin, type TenantRow } from '../../../api';
import { Msg } from '../../../i18n';
import { flag, int, text, type FieldSpec, type FormValues, type SearchField } from '../../platform/crud';
import { PagedAdminPage } from './PagedAdminPage';

const SEARCH: SearchField[] = [
  { name: 'tenantId', label: 'tenant.tenantId' },
  { name: 'tenantName', label: 'tenant.tenantName' },
  { name: 'linkman', label: 'tenant.linkman' },
];

const COLUMNS: ColumnDef<TenantRow>[] = [
  { id: 'tenantId', accessorKey: 'tenantId', enableSorting: true, header: () => <Msg k="tenant.tenantId" /> },
  { id: 'tenantName', accessorKey: 'tenantName', enableSorting: true, header: () => <Msg k="tenant.tenantName" /> },
  { id: 'linkman', accessorKey: 'linkman', header: () => <Msg k="tenant.linkman" /> },
  { id: 'contactNumber', accessorKey: 'contactNumber', header: () => <Msg k="tenant.contactNumber" /> },
  {
    id: 'accountNumber',
    header: () => <Msg k="tenant.accountNumber" />,
    cell: ({ row }) => (row.original.accountNumber < 0 ? <Msg k="tenant.unlimited" /> : row.original.accountNumber),
  },
  {
    id: 'expireTime',
    accessorKey: 'expireTime',
    enableSorting: true,
    header: () => <Msg k="tenant.expireTime" />,
    cell: ({ row }) => row.original.expireTime ?? '—',
  },
  {
    id: 'status',
    header: () => <Msg k="common.status" />,
    cell: ({ row }) => (
      <Tag minimal intent={row.original.status === 1 ? 'success' : 'none'}>
        <Msg k={row.original.status === 1 ? 'common.enabled' : 'common.disabled'} />
      </Tag>
    ),
  },
];

const FIELDS: FieldSpec[] = [
  { name: 'tenantId', label: 'tenant.tenantId', fixedOnEdit: true, hint: 'tenant.tenantIdHint' },
  { name: 'tenantName', label: 'tenant.tenantName', required: true },
  { name: 'linkman', label: 'tenant.linkman' },
  { name: 'contactNumber', label: 'tenant.contactNumber' },
  { name: 'accountNumber', label: 'tenant.accountNumber', kind: 'number', hint: 'tenant.accountNumberHint' },
  { name: 'expireTime', label: 'tenant.expireTime', kind: 'date' },
  { name: 'address', label: 'tenant.address', wide: true },
  { name: 'status', label: 'common.enabled', kind: 'switch' },
];

const toValues = (r: TenantRow): FormValues => ({
  tenantId: r.tenantId,
  tenantName: r.tenantName,
  linkman: r.linkman,
  contactNumber: r.contactNumber,
  accountNumber: String(r.accountNumber),
  expireTime: r.expireTime ? r.expireTime.slice(0, 10) : '',
  address: r.address,
  status: r.status === 1,
});

function toBody(v: FormValues, row: TenantRow | undefined) {
  const expire = text(v.expireTime);
  return {
    ...(row ? { id: row.id } : text(v.tenantId) ? { tenantId: text(v.tenantId) } : {}),
    tenantName: text(v.tenantName),
    linkman: text(v.linkman),
    contactNumber: text(v.contactNumber),
    address: text(v.address),
    accountNumber: int(v.accountNumber) ?? -1,
    expireTime: expire ? `${expire} 23:59:59` : '',
    status: flag(v.status),
  };
}

/** Route `/system/tenant` (租户管理): the tenants; the platform administrator's only. */
export function TenantAdminPage() {
  return (
    <PagedAdminPage<TenantRow>
      name="tenant"
      title="route.tenant"
      noun="noun.tenant"
      search={SEARCH}
      load={admin.tenants.page}
      columns={COLUMNS}
      fields={FIELDS}
      toValues={toValues}
      toBody={toBody}
      submit={admin.tenants.submit}
      remove={admin.tenants.remove}
      defaults={{ status: true, accountNumber: '-1' }}
      rowTestId={(r) => `row-${r.tenantId}`}
    />
  );
}
