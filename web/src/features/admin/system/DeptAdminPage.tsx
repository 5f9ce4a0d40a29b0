import type { ColumnDef } from '@tanstack/react-table';
import { admin, type DeptRow } from '../../../api';
import { Msg } from '../../../i18n';
import { int, text, type FieldSpec, type FormValues, type SearchField } from '../../platform/crud';
import { rowsAsTree, treeSelectOptions } from './options';
import { TreeAdminPage } from './TreeAdminPage';

const SEARCH: SearchField[] = [
  { name: 'deptName', label: 'dept.deptName' },
  { name: 'fullName', label: 'dept.fullName' },
];

const COLUMNS: ColumnDef<DeptRow>[] = [
  { id: 'deptName', accessorKey: 'deptName', header: () => <Msg k="dept.deptName" /> },
  { id: 'fullName', accessorKey: 'fullName', header: () => <Msg k="dept.fullName" /> },
  { id: 'sort', accessorKey: 'sort', header: () => <Msg k="common.sort" /> },
  { id: 'remark', accessorKey: 'remark', header: () => <Msg k="common.remark" /> },
];

function fields(rows: DeptRow[], editing: DeptRow | undefined): FieldSpec[] {
  return [
    {
      name: 'parentId',
      label: 'dept.parent',
      kind: 'select',
      options: treeSelectOptions(
        rowsAsTree(rows, (d) => d.deptName),
        0,
        editing?.id,
      ),
    },
    { name: 'deptName', label: 'dept.deptName', required: true },
    { name: 'fullName', label: 'dept.fullName' },
    { name: 'sort', label: 'common.sort', kind: 'number' },
    { name: 'remark', label: 'common.remark', kind: 'textarea' },
  ];
}

const toValues = (d: DeptRow): FormValues => ({
  parentId: d.parentId === '0' ? '' : d.parentId,
  deptName: d.deptName,
  fullName: d.fullName,
  sort: String(d.sort),
  remark: d.remark,
});
const toBody = (v: FormValues, row: DeptRow | undefined) => ({
  ...(row ? { id: row.id } : {}),
  parentId: text(v.parentId) || '0',
  deptName: text(v.deptName),
  fullName: text(v.fullName),
  sort: int(v.sort) ?? 0,
  remark: text(v.remark),
});

/** Route `/system/dept` (机构管理): the tenant's departments as a tree. */
export function DeptAdminPage() {
  return (
    <TreeAdminPage<DeptRow>
      name="dept"
      title="route.dept"
      noun="noun.dept"
      search={SEARCH}
      load={(filters) => admin.depts.list(filters)}
      columns={COLUMNS}
      treeColumn="deptName"
      fields={fields}
      toValues={toValues}
      toBody={toBody}
      submit={admin.depts.submit}
      remove={admin.depts.remove}
      defaults={{ sort: '0' }}
      childValues={(row) => ({ parentId: row.id, sort: '0' })}
      rowTestId={(r) => `row-${r.deptName}`}
    />
  );
}
