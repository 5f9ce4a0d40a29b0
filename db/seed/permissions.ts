import type { Kysely } from 'kysely';
import type { Database } from '../database';
import { newId } from '../ids';
import { demoAccounts } from './demo-organisation';
import {
  API_SCOPES,
  DATA_SCOPES,
  DEMO_SUB_ACCOUNT_MENUS,
  PLATFORM_ONLY,
  PLATFORM_TENANT_ID,
  ROLES,
  TOP_MENUS,
  seededMenuTree,
  type MenuSeed,
} from './permission-catalogue';

/** The platform-wide menus and scopes by code, and which of them this run created. */
interface PlatformItems {
  menus: Map<string, string>;
  /** Menu code to the codes of the menus and buttons below it. */
  descendants: Map<string, string[]>;
  apiScopes: Map<string, string>;
  dataScopes: Map<string, string>;
  /** Ids inserted by this run: only they are granted to roles that already existed. */
  fresh: Set<string>;
}

interface MenuRow {
  code: string;
  parent: string | null;
  name: string;
  alias: string;
  path: string | null;
  source: string | null;
  category: 1 | 2;
  sort: number;
}

function flatten(tree: MenuSeed[], parent: string | null, out: MenuRow[], descendants: Map<string, string[]>): string[] {
  const codes: string[] = [];
  tree.forEach((m, i) => {
    out.push({ code: m.code, parent, name: m.name, alias: m.alias, path: m.path, source: m.source ?? null, category: 1, sort: i + 1 });
    const below: string[] = [];
    (m.buttons ?? []).forEach((b, j) => {
      out.push({ code: b.code, parent: m.code, name: b.name, alias: b.alias, path: null, source: null, category: 2, sort: j + 1 });
      below.push(b.code);
    });
    below.push(...flatten(m.children ?? [], m.code, out, descendants));
    descendants.set(m.code, below);
    codes.push(m.code, ...below);
  });
  return codes;
}

async function seedMenus(db: Kysely<Database>, fresh: Set<string>) {
  const rows: MenuRow[] = [];
  const descendants = new Map<string, string[]>();
  flatten(seededMenuTree(), null, rows, descendants);
  const existing = new Map((await db.selectFrom('menu').select(['code', 'id']).execute()).map((r) => [r.code, String(r.id)]));
  const ids = new Map(existing);
  for (const r of rows) if (!ids.has(r.code)) ids.set(r.code, newId());
  const added = rows.filter((r) => !existing.has(r.code));
  if (added.length) {
    // One statement: Postgres checks the parent references at its end, so the order of rows is free.
    const inserted = await db
      .insertInto('menu')
      .values(
        added.map((r) => ({
          id: ids.get(r.code)!,
          parent_id: r.parent ? ids.get(r.parent)! : null,
          code: r.code,
          name: r.name,
          alias: r.alias,
          path: r.path,
          source: r.source,
          category: r.category,
          sort: r.sort,
          remark: null,
        })),
      )
      .onConflict((oc) => oc.column('code').doNothing())
      .returning('id')
      .execute();
    for (const r of inserted) fresh.add(String(r.id));
  }
  // Another process may have won a conflict: read the ids back.
  const menus = new Map((await db.selectFrom('menu').select(['code', 'id']).execute()).map((r) => [r.code, String(r.id)]));
  return { menus, descendants };
}

async function seedScopes(db: Kysely<Database>, menus: Map<string, string>, fresh: Set<string>) {
  const inserted = await db
    .insertInto('api_scope')
    .values(
      API_SCOPES.map((s) => {
        const menuId = s.menu === null ? null : menus.get(s.menu);
        if (menuId === undefined) throw new Error(`api scope ${s.code} names menu ${s.menu}, which is not seeded`);
        return {
          id: newId(),
          menu_id: menuId,
          scope_name: s.name,
          resource_code: s.code,
          scope_path: s.path,
          scope_type: s.type,
          remark: null,
        };
      }),
    )
    .onConflict((oc) => oc.column('resource_code').doNothing())
    .returning('id')
    .execute();
  const insertedData = await db
    .insertInto('data_scope')
    .values(
      DATA_SCOPES.map((d) => ({
        id: newId(),
        menu_id: null,
        resource_code: d.resource,
        scope_name: d.name,
        scope_type: d.type,
        remark: null,
      })),
    )
    .onConflict((oc) => oc.columns(['resource_code', 'scope_type']).doNothing())
    .returning('id')
    .execute();
  for (const r of [...inserted, ...insertedData]) fresh.add(String(r.id));
  const apiScopes = new Map(
    (await db.selectFrom('api_scope').select(['resource_code', 'id']).execute()).map((r) => [r.resource_code, String(r.id)]),
  );
  const dataScopes = new Map(
    (await db.selectFrom('data_scope').select(['resource_code', 'scope_type', 'id']).execute()).map((r) => [
      `${r.resource_code}:${r.scope_type}`,
      String(r.id),
    ]),
  );
  return { apiScopes, dataScopes };
}

/** The platform-wide menus, buttons, API scopes and data scopes; existing ones are left as an administrator edited them. */
async function seedPlatformItems(db: Kysely<Database>): Promise<PlatformItems> {
  const fresh = new Set<string>();
  const { menus, descendants } = await seedMenus(db, fresh);
  const { apiScopes, dataScopes } = await seedScopes(db, menus, fresh);
  return { menus, descendants, apiScopes, dataScopes, fresh };
}

function pick(all: Map<string, string>, wanted: string[] | 'all', platformOnly: string[], platformTenant: boolean): string[] {
  if (wanted === 'all') return [...all].filter(([code]) => platformTenant || !platformOnly.includes(code)).map(([, id]) => id);
  // Menus of modules the catalogue does not have any more are skipped, not an error.
  return wanted.flatMap((code) => (all.has(code) ? [all.get(code)!] : []));
}

/**
 * The default roles and top menus of one tenant. A role this run creates gets its whole grant; a role
 * that existed gets only the menus and scopes this run created, so an administrator's revocations stay.
 */
async function seedTenant(db: Kysely<Database>, tenantId: string, items: PlatformItems): Promise<void> {
  const platformTenant = tenantId === PLATFORM_TENANT_ID;
  const created = await db
    .insertInto('role')
    .values(ROLES.map((r) => ({ id: newId(), tenant_id: tenantId, role_name: r.name, role_alias: r.alias, parent_id: null, sort: r.sort })))
    .onConflict((oc) => oc.columns(['tenant_id', 'role_alias']).doNothing())
    .returning('id')
    .execute();
  const freshRoles = new Set(created.map((r) => String(r.id)));
  const roleIds = new Map(
    (await db.selectFrom('role').select(['role_alias', 'id']).where('tenant_id', '=', tenantId).execute()).map((r) => [
      r.role_alias,
      String(r.id),
    ]),
  );
  const grant = (roleId: string, itemId: string) => freshRoles.has(roleId) || items.fresh.has(itemId);

  const roleMenus: Database['role_menu'][] = [];
  const roleScopes: { role_id: string; scope_category: 1 | 2; scope_id: string; tenant_id: string }[] = [];
  for (const r of ROLES) {
    const roleId = roleIds.get(r.alias)!;
    for (const menuId of pick(items.menus, r.menus, PLATFORM_ONLY.menus, platformTenant)) {
      if (grant(roleId, menuId)) roleMenus.push({ role_id: roleId, menu_id: menuId, tenant_id: tenantId });
    }
    for (const scopeId of pick(items.apiScopes, r.apiScopes, PLATFORM_ONLY.apiScopes, platformTenant)) {
      if (grant(roleId, scopeId)) roleScopes.push({ role_id: roleId, scope_category: 2, scope_id: scopeId, tenant_id: tenantId });
    }
    for (const d of r.dataScopes) {
      const scopeId = items.dataScopes.get(`${d.resource}:${d.type}`)!;
      if (grant(roleId, scopeId)) roleScopes.push({ role_id: roleId, scope_category: 1, scope_id: scopeId, tenant_id: tenantId });
    }
  }
  if (roleMenus.length)
    await db
      .insertInto('role_menu')
      .values(roleMenus)
      .onConflict((oc) => oc.doNothing())
      .execute();
  if (roleScopes.length)
    await db
      .insertInto('role_scope')
      .values(roleScopes)
      .onConflict((oc) => oc.doNothing())
      .execute();

  const createdTop = await db
    .insertInto('top_menu')
    .values(
      TOP_MENUS.map((t, i) => ({
        id: newId(),
        tenant_id: tenantId,
        code: t.code,
        name: t.name,
        path: t.path,
        source: t.source ?? null,
        sort: i + 1,
      })),
    )
    .onConflict((oc) => oc.columns(['tenant_id', 'code']).doNothing())
    .returning('id')
    .execute();
  const freshTop = new Set(createdTop.map((t) => String(t.id)));
  const topIds = (await db.selectFrom('top_menu').select(['code', 'id']).where('tenant_id', '=', tenantId).execute()).map((t) => ({
    code: t.code,
    id: String(t.id),
  }));
  const settings: Database['top_menu_setting'][] = [];
  for (const top of topIds) {
    for (const code of [top.code, ...(items.descendants.get(top.code) ?? [])]) {
      const menuId = items.menus.get(code);
      if (menuId && (freshTop.has(top.id) || items.fresh.has(menuId)))
        settings.push({ top_menu_id: top.id, menu_id: menuId, tenant_id: tenantId });
    }
  }
  if (settings.length)
    await db
      .insertInto('top_menu_setting')
      .values(settings)
      .onConflict((oc) => oc.doNothing())
      .execute();
}

/** Roles of the demo accounts and the menus of the demo sub-accounts, for accounts that have none yet. */
async function seedDemoGrants(db: Kysely<Database>, items: PlatformItems): Promise<void> {
  const roles = await db.selectFrom('role').select(['id', 'tenant_id', 'role_alias']).execute();
  const roleId = (tenantId: string, alias: string) => roles.find((r) => r.tenant_id === tenantId && r.role_alias === alias)?.id;
  const holders = new Set((await db.selectFrom('user_role').select('user_id').distinct().execute()).map((r) => String(r.user_id)));
  const userRoles = demoAccounts
    .filter((a) => !holders.has(a.id))
    .flatMap((a) =>
      a.roles.flatMap((alias) => {
        const id = roleId(a.tenant_id, alias);
        return id === undefined ? [] : [{ user_id: a.id, role_id: String(id), tenant_id: a.tenant_id }];
      }),
    );
  if (userRoles.length)
    await db
      .insertInto('user_role')
      .values(userRoles)
      .onConflict((oc) => oc.doNothing())
      .execute();

  const granted = new Set((await db.selectFrom('user_menu').select('user_id').distinct().execute()).map((r) => String(r.user_id)));
  const userMenus = Object.entries(DEMO_SUB_ACCOUNT_MENUS).flatMap(([account, codes]) => {
    const a = demoAccounts.find((d) => d.account === account && d.is_sub);
    if (!a || granted.has(a.id)) return [];
    return codes.map((code) => ({ user_id: a.id, menu_id: items.menus.get(code)!, tenant_id: a.tenant_id }));
  });
  if (userMenus.length)
    await db
      .insertInto('user_menu')
      .values(userMenus)
      .onConflict((oc) => oc.doNothing())
      .execute();
}

/**
 * Menus, buttons, API and data scopes, the default roles and top menus of every tenant and, with
 * the demo data, the demo accounts' roles and sub-account menus. Idempotent; run after the tenants
 * and accounts exist.
 */
export async function seedPermissions(db: Kysely<Database>, opts: { demo: boolean }): Promise<void> {
  const items = await seedPlatformItems(db);
  const tenants = await db.selectFrom('tenant').select('tenant_id').orderBy('tenant_id').execute();
  for (const t of tenants) await seedTenant(db, t.tenant_id, items);
  if (opts.demo) await seedDemoGrants(db, items);
}

/** The default roles (administrator, federation, launion, corp) and top menus of a new tenant, fully granted. */
export async function createTenantPermissions(db: Kysely<Database>, tenantId: string): Promise<void> {
  await seedTenant(db, tenantId, await seedPlatformItems(db));
}
