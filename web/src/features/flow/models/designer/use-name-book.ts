import { useCallback, useEffect, useMemo, useState } from 'react';
import { request, type AdminUser, type RoleRow } from '../../../../api';
import { roleNameIn, type FlowGraph } from '../../../../catalogue';
import { useI18n } from '../../../../i18n';
import type { NameBook } from './describe';

/** The tenant's roles as a flat list (the role list answers a tree). */
function flatRoles(rows: RoleRow[]): RoleRow[] {
  return rows.flatMap((r) => [r, ...flatRoles(r.children ?? [])]);
}

/** Every user id a graph's candidate and CC rules name. */
function namedUsers(graph: FlowGraph | undefined): string[] {
  const ids = new Set<string>();
  for (const n of graph?.nodes ?? []) {
    if (n.kind !== 'stage') continue;
    for (const r of [...n.candidates, ...(n.cc ?? [])]) if (r.kind === 'users') r.userIds.forEach((id) => ids.add(id));
  }
  return [...ids];
}

/** What the designer's pickers offer and how ids are named: roles, the users met so far, the model's fields. */
export interface NameBookState {
  book: NameBook;
  roles: RoleRow[];
  /** Remembers users the admin picked, to name them. */
  learnUsers: (users: AdminUser[]) => void;
}

/**
 * Loads the tenant's roles once and the names of the users `graph` names; silent calls, as a name
 * the designer cannot find is shown as its id.
 */
export function useNameBook(graph: FlowGraph | undefined, fields: { key: string; label: string }[]): NameBookState {
  const { lang } = useI18n();
  const [roles, setRoles] = useState<RoleRow[]>([]);
  const [users, setUsers] = useState<Record<string, string>>({});

  useEffect(() => {
    request<RoleRow[]>('/api/blade-system/role/list', { silent: true }).then(
      (rows) => setRoles(flatRoles(rows)),
      () => setRoles([]),
    );
  }, []);

  const missing = namedUsers(graph)
    .filter((id) => !(id in users))
    .join(',');
  useEffect(() => {
    if (!missing) return;
    for (const id of missing.split(',')) {
      request<AdminUser>('/api/blade-user/user/detail', { query: { id }, silent: true }).then(
        (u) => setUsers((known) => ({ ...known, [id]: u.realName || u.name || u.account })),
        () => setUsers((known) => ({ ...known, [id]: id })),
      );
    }
  }, [missing]);

  const learnUsers = useCallback(
    (found: AdminUser[]) =>
      setUsers((known) => ({ ...known, ...Object.fromEntries(found.map((u) => [u.id, u.realName || u.name || u.account])) })),
    [],
  );

  const book = useMemo<NameBook>(
    () => ({
      // A built-in role by the portal's name for it in the reader's language; a role the tenant named as typed.
      roles: Object.fromEntries(roles.map((r) => [r.roleAlias, roleNameIn(lang, r.roleAlias, r.roleName)])),
      users,
      fields: Object.fromEntries(fields.map((f) => [f.key, f.label])),
    }),
    [roles, users, fields, lang],
  );
  return { book, roles, learnUsers };
}
