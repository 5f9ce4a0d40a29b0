import { Tag } from '@blueprintjs/core';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { admin, type MenuRow } from '../../../api';
import { Msg, useI18n } from '../../../i18n';
import { int, text, type FieldSpec, type FormValues, type SearchField } from '../../platform/crud';
import { rowsAsTree, treeSelectOptions } from './options';
import { MenuRowName } from './seeded-names';
import { TreeAdminPage } from './TreeAdminPage';

const COLUMNS: ColumnDef<MenuRow>[] = [
  { id: 'name', accessorKey: 'name', header: () => <Msg k="menuAdmin.name" />, cell: ({ row }) => <MenuRowName row={row.original} /> },
  { id: 'code', accessorKey: 'code', header: () => <Msg k="menuAdmin.code" /> },
  { id: 'path', accessorKey: 'path', header: () => <Msg k="menuAdmin.path" /> },
  {
    id: 'category',
    header: () => <Msg k="menuAdmin.category" />,
    cell: ({ row }) => (
      <Tag minimal intent={row.original.category === 1 ? 'primary' : 'none'}>
        <Msg k={row.original.category === 1 ? 'menuAdmin.menu' : 'menuAdmin.button'} />
      </Tag>
    ),
  },
  { id: 'source', accessorKey: 'source', header: () => <Msg k="menuAdmin.source" /> },
  { id: 'sort', accessorKey: 'sort', header: () => <Msg k="common.sort" /> },
];

const toValues = (r: MenuRow): FormValues => ({
  parentId: r.parentId === '0' ? '' : r.parentId,
  code: r.code,
  name: r.name,
  alias: r.alias,
  path: r.path,
  source: r.source,
  category: String(r.category),
  sort: String(r.sort),
  remark: r.remark,
  isOpen: r.isOpen,
});

const toBody = (v: FormValues, row: MenuRow | undefined) => ({
  ...(row ? { id: row.id } : {}),
  parentId: text(v.parentId) || '0',
  code: text(v.code),
  name: text(v.name),
  alias: text(v.alias) || text(v.code),
  path: text(v.path),
  source: text(v.source),
  category: int(v.category) ?? 1,
  sort: int(v.sort) ?? 0,
  remark: text(v.remark),
  isOpen: v.isOpen === true,
});

/** Route `/system/menu` (菜单管理): every menu and button; the platform administrator's only. */
export function MenuAdminPage() {
  const { t } = useI18n();
  const categories = useMemo(
    () => [
      { value: '1', label: t('menuAdmin.menu') },
      { value: '2', label: t('menuAdmin.button') },
    ],
    [t],
  );
  const search = useMemo<SearchField[]>(
    () => [
      { name: 'name', label: 'menuAdmin.name' },
      { name: 'code', label: 'menuAdmin.code' },
      { name: 'category', label: 'menuAdmin.category', options: categories },
    ],
    [categories],
  );
  const fields = useMemo(
    () =>
      (rows: MenuRow[], editing: MenuRow | undefined): FieldSpec[] => {
        // Only menus take children; a menu cannot go under itself.
        const menusOnly = (list: MenuRow[]): MenuRow[] =>
          list.filter((m) => m.category === 1).map((m) => ({ ...m, children: menusOnly(m.children ?? []) }));
        return [
          {
            name: 'parentId',
            label: 'menuAdmin.parent',
            kind: 'select',
            options: treeSelectOptions(
              rowsAsTree(menusOnly(rows), (m) => m.name),
              0,
              editing?.id,
            ),
          },
          { name: 'category', label: 'menuAdmin.category', kind: 'select', required: true, options: categories },
          { name: 'code', label: 'menuAdmin.code', required: true, fixedOnEdit: true, hint: 'menuAdmin.codeHint' },
          { name: 'name', label: 'menuAdmin.name', required: true },
          { name: 'alias', label: 'menuAdmin.alias' },
          { name: 'path', label: 'menuAdmin.path' },
          { name: 'source', label: 'menuAdmin.source' },
          { name: 'sort', label: 'common.sort', kind: 'number' },
          { name: 'isOpen', label: 'menuAdmin.isOpen', kind: 'switch' },
          { name: 'remark', label: 'common.remark', kind: 'textarea' },
        ];
      },
    [categories],
  );
  return (
    <TreeAdminPage<MenuRow>
      name="menu"
      title="route.menu"
      noun="noun.menu"
      search={search}
      load={(filters) => admin.menus.list(filters)}
      columns={COLUMNS}
      treeColumn="name"
      fields={fields}
      toValues={toValues}
      toBody={toBody}
      submit={admin.menus.submit}
      remove={admin.menus.remove}
      defaults={{ category: '1', sort: '0' }}
      // Buttons take no children.
      childValues={(row) => (row.category === 1 ? { parentId: row.id, category: '1', sort: '0' } : undefined)}
      rowTestId={(r) => `row-${r.code}`}
    />
  );
}
