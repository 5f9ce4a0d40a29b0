import type { ColumnDef } from '@tanstack/react-table';
import { useState } from 'react';
import { admin, type TopMenuRow } from '../../../api';
import { Msg, useI18n } from '../../../i18n';
import { int, RowButton, text, type FieldSpec, type FormValues, type SearchField } from '../../platform/crud';
import { GrantDialog, type GrantTab } from './GrantDialog';
import { PagedAdminPage } from './PagedAdminPage';
import { TopMenuName } from './seeded-names';

const SEARCH: SearchField[] = [
  { name: 'code', label: 'topmenu.code' },
  { name: 'name', label: 'topmenu.name' },
];

const COLUMNS: ColumnDef<TopMenuRow>[] = [
  { id: 'code', accessorKey: 'code', enableSorting: true, header: () => <Msg k="topmenu.code" /> },
  {
    id: 'name',
    accessorKey: 'name',
    enableSorting: true,
    header: () => <Msg k="topmenu.name" />,
    cell: ({ row }) => <TopMenuName code={row.original.code} name={row.original.name} />,
  },
  { id: 'path', accessorKey: 'path', header: () => <Msg k="topmenu.path" /> },
  { id: 'source', accessorKey: 'source', header: () => <Msg k="topmenu.source" /> },
  { id: 'sort', accessorKey: 'sort', enableSorting: true, header: () => <Msg k="common.sort" /> },
];

const FIELDS: FieldSpec[] = [
  { name: 'code', label: 'topmenu.code', required: true, fixedOnEdit: true },
  { name: 'name', label: 'topmenu.name', required: true },
  { name: 'path', label: 'topmenu.path' },
  { name: 'source', label: 'topmenu.source' },
  { name: 'sort', label: 'common.sort', kind: 'number' },
];

const TABS: GrantTab[] = [{ id: 'menu', title: 'grant.menus', mode: 'nodes' }];

const toValues = (r: TopMenuRow): FormValues => ({ code: r.code, name: r.name, path: r.path, source: r.source, sort: String(r.sort) });
const toBody = (v: FormValues, row: TopMenuRow | undefined) => ({
  ...(row ? { id: row.id } : {}),
  code: text(v.code),
  name: text(v.name),
  path: text(v.path),
  source: text(v.source),
  sort: int(v.sort) ?? 0,
});

/** Route `/system/topmenu` (顶部菜单): the entries of the top menu bar and the menus each groups. */
export function TopMenuAdminPage() {
  const { t } = useI18n();
  const [granting, setGranting] = useState<TopMenuRow>();
  return (
    <PagedAdminPage<TopMenuRow>
      name="topmenu"
      title="route.topmenu"
      noun="noun.topmenu"
      search={SEARCH}
      load={admin.topMenus.page}
      columns={COLUMNS}
      fields={FIELDS}
      toValues={toValues}
      toBody={toBody}
      submit={admin.topMenus.submit}
      remove={admin.topMenus.remove}
      defaults={{ sort: '0' }}
      rowTestId={(r) => `row-${r.code}`}
      rowActions={(row) => <RowButton text={t('grant.menuSetting')} icon="key" testId="row-grant" onClick={() => setGranting(row)} />}
    >
      <GrantDialog
        title={granting ? t('grant.topTitle', { name: granting.name }) : undefined}
        tabs={TABS}
        testId="topmenu-grant"
        onClose={() => setGranting(undefined)}
        load={async () => {
          const [tree, keys] = await Promise.all([admin.topMenus.grantTree(), admin.topMenus.keys([granting!.id])]);
          return { menu: { tree: tree.menu, checked: keys.menu } };
        }}
        save={(checked) => admin.topMenus.grant([granting!.id], checked.menu ?? [])}
      />
    </PagedAdminPage>
  );
}
