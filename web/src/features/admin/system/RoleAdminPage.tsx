import type { ColumnDef } from '@tanstack/react-table';
import { useState } from 'react';
import { admin, type RoleRow } from '../../../api';
import { roleNameIn } from '../../../catalogue';
import { Msg, useI18n } from '../../../i18n';
import { int, RowButton, text, type FieldSpec, type FormValues, type SearchField } from '../../platform/crud';
import { GrantDialog, type GrantTab } from './GrantDialog';
import { rowsAsTree, treeSelectOptions } from './options';
import { RoleName } from './seeded-names';
import { TreeAdminPage } from './TreeAdminPage';

const SEARCH: SearchField[] = [
  { name: 'roleName', label: 'role.roleName' },
  { name: 'roleAlias', label: 'role.roleAlias' },
];

const COLUMNS: ColumnDef<RoleRow>[] = [
  {
    id: 'roleName',
    accessorKey: 'roleName',
    header: () => <Msg k="role.roleName" />,
    cell: ({ row }) => <RoleName alias={row.original.roleAlias} name={row.original.roleName} />,
  },
  { id: 'roleAlias', accessorKey: 'roleAlias', header: () => <Msg k="role.roleAlias" /> },
  { id: 'sort', accessorKey: 'sort', header: () => <Msg k="common.sort" /> },
];

const TABS: GrantTab[] = [
  { id: 'menu', title: 'grant.menus', mode: 'nodes', hint: 'grant.menuHint' },
  { id: 'dataScope', title: 'grant.dataScopes', mode: 'leaves' },
  { id: 'apiScope', title: 'grant.apiScopes', mode: 'leaves' },
];

function fields(rows: RoleRow[], editing: RoleRow | undefined): FieldSpec[] {
  return [
    { name: 'roleName', label: 'role.roleName', required: true },
    { name: 'roleAlias', label: 'role.roleAlias', required: true, fixedOnEdit: true, hint: 'role.aliasHint' },
    {
      name: 'parentId',
      label: 'role.parent',
      kind: 'select',
      options: treeSelectOptions(
        rowsAsTree(rows, (r) => r.roleName),
        0,
        editing?.id,
      ),
    },
    { name: 'sort', label: 'common.sort', kind: 'number' },
  ];
}

const toValues = (r: RoleRow): FormValues => ({
  roleName: r.roleName,
  roleAlias: r.roleAlias,
  parentId: r.parentId === '0' ? '' : r.parentId,
  sort: String(r.sort),
});
const toBody = (v: FormValues, row: RoleRow | undefined) => ({
  ...(row ? { id: row.id } : {}),
  roleName: text(v.roleName),
  roleAlias: text(v.roleAlias),
  parentId: text(v.parentId) || '0',
  sort: int(v.sort) ?? 0,
});

/**
 * Route `/system/role` (角色管理): the tenant's roles, and the grant dialog with its three trees:
 * menus and buttons, data scopes, API scopes, offering only what the caller may grant.
 */
export function RoleAdminPage() {
  const { t, lang } = useI18n();
  const [granting, setGranting] = useState<RoleRow>();
  return (
    <TreeAdminPage<RoleRow>
      name="role"
      title="route.role"
      noun="noun.role"
      search={SEARCH}
      load={(filters) => admin.roles.list(filters)}
      columns={COLUMNS}
      treeColumn="roleName"
      fields={fields}
      toValues={toValues}
      toBody={toBody}
      submit={admin.roles.submit}
      remove={admin.roles.remove}
      defaults={{ sort: '0' }}
      childValues={(row) => ({ parentId: row.id, sort: '0' })}
      rowTestId={(r) => `row-${r.roleAlias}`}
      rowActions={(row) => <RowButton text={t('grant.permission')} icon="key" testId="row-grant" onClick={() => setGranting(row)} />}
    >
      <GrantDialog
        title={granting ? t('grant.roleTitle', { name: roleNameIn(lang, granting.roleAlias, granting.roleName) }) : undefined}
        tabs={TABS}
        testId="role-grant"
        onClose={() => setGranting(undefined)}
        load={async () => {
          const [trees, keys] = await Promise.all([admin.roles.grantTree(), admin.roles.keys([granting!.id])]);
          return {
            menu: { tree: trees.menu, checked: keys.menu },
            dataScope: { tree: trees.dataScope, checked: keys.dataScope },
            apiScope: { tree: trees.apiScope, checked: keys.apiScope },
          };
        }}
        save={(checked) =>
          admin.roles.grant({
            roleIds: [granting!.id],
            menuIds: checked.menu ?? [],
            dataScopeIds: checked.dataScope ?? [],
            apiScopeIds: checked.apiScope ?? [],
          })
        }
      />
    </TreeAdminPage>
  );
}
