import { sql, type Kysely } from 'kysely';

/** Names for the role aliases that `app_user.roles` held before roles became rows. */
const ROLE_NAMES: Record<string, string> = {
  administrator: '管理员',
  federation: '总工会审核员',
  launion: '上级工会',
  corp: '企业工会',
};

/**
 * Roles and their grants: roles per tenant and the accounts that hold them (replacing
 * `app_user.roles`), the platform-wide menus with their buttons, API scopes and data scopes, the
 * grants of menus and scopes to roles, the tenant's top menus, and the menus a main account grants
 * its sub-accounts. Also the union type (branch unions do not see honours).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('union_org')
    .addColumn('union_type', 'text', (c) =>
      c
        .notNull()
        .defaultTo('normal')
        .check(sql`union_type in ('normal', 'branch')`),
    )
    .execute();

  await db.schema
    .createTable('role')
    .addColumn('id', 'bigint', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenant.tenant_id'))
    .addColumn('role_name', 'text', (c) => c.notNull())
    // Flow models name their candidates by alias (`role:federation`), so it is unique per tenant.
    .addColumn('role_alias', 'text', (c) => c.notNull())
    .addColumn('parent_id', 'bigint', (c) => c.references('role.id'))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('create_time', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('role_tenant_alias', ['tenant_id', 'role_alias'])
    .execute();

  // The link tables carry the tenant too, so a tenant filter (or a row-level policy) needs no join.
  await db.schema
    .createTable('user_role')
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('app_user.id').onDelete('cascade'))
    .addColumn('role_id', 'bigint', (c) => c.notNull().references('role.id').onDelete('cascade'))
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('user_role_pk', ['user_id', 'role_id'])
    .execute();
  await db.schema.createIndex('user_role_role').on('user_role').column('role_id').execute();

  await db.schema
    .createTable('menu')
    .addColumn('id', 'bigint', (c) => c.primaryKey())
    .addColumn('parent_id', 'bigint', (c) => c.references('menu.id'))
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('alias', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('path', 'text')
    .addColumn('source', 'text')
    // 1 a menu (a console route), 2 a button (a permission code the console shows or hides by).
    .addColumn('category', 'smallint', (c) => c.notNull().check(sql`category in (1, 2)`))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('remark', 'text')
    .addColumn('is_open', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
  await db.schema.createIndex('menu_parent').on('menu').column('parent_id').execute();

  await db.schema
    .createTable('role_menu')
    .addColumn('role_id', 'bigint', (c) => c.notNull().references('role.id').onDelete('cascade'))
    .addColumn('menu_id', 'bigint', (c) => c.notNull().references('menu.id').onDelete('cascade'))
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('role_menu_pk', ['role_id', 'menu_id'])
    .execute();

  await db.schema
    .createTable('api_scope')
    .addColumn('id', 'bigint', (c) => c.primaryKey())
    // Null: not tied to a screen (the session's own calls); a sub-account keeps those.
    .addColumn('menu_id', 'bigint', (c) => c.references('menu.id'))
    .addColumn('scope_name', 'text', (c) => c.notNull())
    // The code routes declare in `config.permission`.
    .addColumn('resource_code', 'text', (c) => c.notNull().unique())
    .addColumn('scope_path', 'text', (c) => c.notNull().defaultTo(''))
    // 1 reads only, 2 changes data.
    .addColumn('scope_type', 'smallint', (c) =>
      c
        .notNull()
        .defaultTo(1)
        .check(sql`scope_type in (1, 2)`),
    )
    .addColumn('remark', 'text')
    .execute();

  await db.schema
    .createTable('data_scope')
    .addColumn('id', 'bigint', (c) => c.primaryKey())
    .addColumn('menu_id', 'bigint', (c) => c.references('menu.id'))
    .addColumn('resource_code', 'text', (c) => c.notNull())
    .addColumn('scope_name', 'text', (c) => c.notNull())
    // A structured rule the code knows how to apply, never a fragment of SQL.
    .addColumn('scope_type', 'text', (c) => c.notNull().check(sql`scope_type in ('own', 'union', 'union_tree', 'tenant')`))
    .addColumn('remark', 'text')
    .addUniqueConstraint('data_scope_resource_type', ['resource_code', 'scope_type'])
    .execute();

  await db.schema
    .createTable('role_scope')
    .addColumn('role_id', 'bigint', (c) => c.notNull().references('role.id').onDelete('cascade'))
    // 1 a data scope, 2 an API scope; `scope_id` points into the matching table.
    .addColumn('scope_category', 'smallint', (c) => c.notNull().check(sql`scope_category in (1, 2)`))
    .addColumn('scope_id', 'bigint', (c) => c.notNull())
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('role_scope_pk', ['role_id', 'scope_category', 'scope_id'])
    .execute();
  await db.schema.createIndex('role_scope_scope').on('role_scope').columns(['scope_category', 'scope_id']).execute();

  await db.schema
    .createTable('top_menu')
    .addColumn('id', 'bigint', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenant.tenant_id'))
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('source', 'text')
    .addColumn('path', 'text')
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint('top_menu_tenant_code', ['tenant_id', 'code'])
    .execute();

  await db.schema
    .createTable('top_menu_setting')
    .addColumn('top_menu_id', 'bigint', (c) => c.notNull().references('top_menu.id').onDelete('cascade'))
    .addColumn('menu_id', 'bigint', (c) => c.notNull().references('menu.id').onDelete('cascade'))
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('top_menu_setting_pk', ['top_menu_id', 'menu_id'])
    .execute();

  await db.schema
    .createTable('user_menu')
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('app_user.id').onDelete('cascade'))
    .addColumn('menu_id', 'bigint', (c) => c.notNull().references('menu.id').onDelete('cascade'))
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('user_menu_pk', ['user_id', 'menu_id'])
    .execute();

  await moveRolesIntoRows(db);
  await db.schema.alterTable('app_user').dropColumn('roles').execute();
}

/** Each (tenant, alias) that `app_user.roles` named becomes a role row; each holder a `user_role` row. */
async function moveRolesIntoRows(db: Kysely<any>): Promise<void> {
  const held = await sql<{ tenant_id: string; alias: string }>`
    select distinct tenant_id, unnest(roles) as alias from app_user order by tenant_id, alias`.execute(db);
  // Time-ordered 64-bit ids as db/ids.ts makes them, written out here because a migration is frozen.
  let next = (BigInt(Date.now() - Date.UTC(2020, 0, 1)) << 22n) | (1023n << 12n);
  for (const { tenant_id, alias } of held.rows) {
    const id = (next++).toString();
    await db
      .insertInto('role')
      .values({ id, tenant_id, role_name: ROLE_NAMES[alias] ?? alias, role_alias: alias, sort: 0 })
      .execute();
    await sql`
      insert into user_role (user_id, role_id, tenant_id)
      select id, ${id}::bigint, tenant_id from app_user where tenant_id = ${tenant_id} and ${alias} = any(roles)`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('app_user')
    .addColumn('roles', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .execute();
  await sql`
    update app_user u set roles = coalesce(
      (select array_agg(r.role_alias order by r.sort, r.id) from user_role ur join role r on r.id = ur.role_id where ur.user_id = u.id),
      '{}')`.execute(db);
  for (const t of [
    'user_menu',
    'top_menu_setting',
    'top_menu',
    'role_scope',
    'data_scope',
    'api_scope',
    'role_menu',
    'menu',
    'user_role',
    'role',
  ]) {
    await db.schema.dropTable(t).execute();
  }
  await db.schema.alterTable('union_org').dropColumn('union_type').execute();
}
