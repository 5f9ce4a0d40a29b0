import { Type, type TSchema } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { Insertable, Selectable } from 'kysely';
import { newId, type Database } from '../../../db';
import { badRequest, containing, notFound, ok, okOf, pageOf, paginate, okPageOf, PagingQuery, type AppError } from '../../platform/core';
import { Id, invalidatePermissions, isUniqueViolation, RemoveQuery, removeIds, requirePlatformAdmin } from '../../identity/permissions';

/** The two platform-wide scope tables roles are granted from; they share their admin routes. */
export type ScopeTable = 'api_scope' | 'data_scope';
/** A scope as the admin routes read it: its row and the name of the screen it belongs to. */
export type ScopeRow<T extends ScopeTable> = Selectable<Database[T]> & { menu_name: string | null };

/** The columns both tables have, which the shared routes write. */
type SharedColumn = 'id' | 'menu_id' | 'scope_name' | 'resource_code' | 'remark';

/** What a submit sends in either table; each adds its own fields. */
interface ScopeBody {
  id?: string;
  menuId?: string;
  scopeName: string;
  resourceCode: string;
  remark?: string;
}

/** What sets one scope table's routes apart from the other's. */
export interface ScopeKind<T extends ScopeTable, B extends ScopeBody> {
  table: T;
  /** `role_scope.scope_category` of its grants. */
  category: 1 | 2;
  permission: string;
  tag: string;
  summaries: { list: string; detail: string; submit: string; remove: string };
  body: TSchema;
  /** The schema of `view`'s answer. */
  row: TSchema;
  view(row: ScopeRow<T>): object;
  /** The table's own columns of a submit; a field left out keeps what `existing` has. */
  ownValues(body: B, existing: Selectable<Database[T]> | undefined): Omit<Insertable<Database[T]>, SharedColumn>;
  /** Refuses a change before anything is written. */
  checkChange?(existing: Selectable<Database[T]>, body: B): void;
  /** Refuses a removal before anything is written. */
  checkRemove?(found: { resource_code: string }[]): void;
  /** The answer to a submit that would make a second scope with the same key. */
  taken(): AppError;
}

const ListQuery = Type.Object(
  {
    ...PagingQuery,
    menuId: Type.Optional(Id),
    scopeName: Type.Optional(Type.String({ maxLength: 60 })),
    resourceCode: Type.Optional(Type.String({ maxLength: 80 })),
  },
  { additionalProperties: false },
);
const DetailQuery = Type.Object({ id: Id }, { additionalProperties: false });

/** The list, detail, submit and remove routes of one scope table; platform-wide, changed by the platform administrator only. */
export function registerScopeRoutes<T extends ScopeTable, B extends ScopeBody>(fastify: FastifyInstance, kind: ScopeKind<T, B>): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  // Queries name the table as either one: Kysely cannot type queries over a table that is a type parameter.
  const table: ScopeTable = kind.table;
  const manage = { permission: kind.permission };
  const tags = [kind.tag];
  const sorts = {
    resourceCode: `${table}.resource_code`,
    scopeName: `${table}.scope_name`,
    scopeType: `${table}.scope_type`,
    id: `${table}.id`,
  } as const;

  const rows = () =>
    app.db.selectFrom(table).leftJoin('menu', 'menu.id', `${table}.menu_id`).selectAll(table).select('menu.name as menu_name');
  // The rows read are table T's, which the queries over either table cannot know.
  const view = (row: object) => kind.view(row as ScopeRow<T>);
  const find = async (id: string) =>
    (await app.db.selectFrom(table).selectAll().where('id', '=', id).executeTakeFirst()) as
      (Selectable<Database[T]> & Selectable<Database[ScopeTable]>) | undefined;

  app.get(
    '/list',
    { config: manage, schema: { tags, summary: kind.summaries.list, querystring: ListQuery, response: { 200: okPageOf(kind.row) } } },
    async (request) => {
      const q = request.query;
      let base = rows();
      if (q.menuId) base = base.where(`${table}.menu_id`, '=', q.menuId);
      if (q.scopeName) base = base.where(`${table}.scope_name`, 'ilike', containing(q.scopeName));
      if (q.resourceCode) base = base.where(`${table}.resource_code`, 'ilike', containing(q.resourceCode));
      const { records, total } = await paginate(base, q, {
        allow: sorts,
        fallback: [{ column: `${table}.resource_code`, direction: 'asc' }],
        tieBreaker: { column: `${table}.id` },
      });
      return ok(request, pageOf(records.map(view), total, q));
    },
  );

  app.get(
    '/detail',
    { config: manage, schema: { tags, summary: kind.summaries.detail, querystring: DetailQuery, response: { 200: okOf(kind.row) } } },
    async (request) => {
      const row = await rows().where(`${table}.id`, '=', request.query.id).executeTakeFirst();
      if (!row) throw notFound();
      return ok(request, view(row));
    },
  );

  app.post(
    '/submit',
    { config: manage, schema: { tags, summary: kind.summaries.submit, body: kind.body, response: { 200: okOf(kind.row) } } },
    async (request) => {
      requirePlatformAdmin(request.viewer);
      // The kind's body schema describes B; a schema passed as a value cannot carry its type here.
      const body = request.body as B;
      const existing = body.id ? await find(body.id) : undefined;
      if (body.id && !existing) throw notFound();
      if (existing) kind.checkChange?.(existing, body);
      const menuId = body.menuId && body.menuId !== '0' ? body.menuId : null;
      if (menuId && !(await app.db.selectFrom('menu').select('id').where('id', '=', menuId).executeTakeFirst()))
        throw badRequest('menuId', 'exists', 'field');
      const values = {
        menu_id: menuId,
        scope_name: body.scopeName,
        resource_code: body.resourceCode,
        ...kind.ownValues(body, existing),
        remark: body.remark ?? existing?.remark ?? null,
      };
      let id: string;
      try {
        if (existing) {
          await app.db.updateTable(table).set(values).where('id', '=', existing.id).execute();
          id = String(existing.id);
        } else {
          id = newId();
          await app.db
            .insertInto(table)
            // A row of table T, which the insert over either table cannot know.
            .values({ id, ...values } as Insertable<Database[ScopeTable]>)
            .execute();
        }
      } catch (error) {
        if (isUniqueViolation(error)) throw kind.taken();
        throw error;
      }
      await invalidatePermissions(app);
      return ok(request, view(await rows().where(`${table}.id`, '=', id).executeTakeFirstOrThrow()));
    },
  );

  app.post(
    '/remove',
    {
      config: manage,
      schema: {
        tags,
        summary: kind.summaries.remove,
        querystring: RemoveQuery,
        response: { 200: okOf(Type.Integer({ description: 'Rows removed' })) },
      },
    },
    async (request) => {
      requirePlatformAdmin(request.viewer);
      const ids = removeIds(request);
      const found = await app.db.selectFrom(table).select(['id', 'resource_code']).where('id', 'in', ids).execute();
      if (found.length !== ids.length) throw notFound();
      kind.checkRemove?.(found);
      const removed = await app.db.transaction().execute(async (trx) => {
        await trx.deleteFrom('role_scope').where('scope_category', '=', kind.category).where('scope_id', 'in', ids).execute();
        return trx.deleteFrom(table).where('id', 'in', ids).executeTakeFirst();
      });
      await invalidatePermissions(app);
      return ok(request, Number(removed.numDeletedRows));
    },
  );
}
