import { Type } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { newId, type Dept } from '../../../db';
import { AppError, badRequest, containing, notFound, ok, okOf, ID_PATTERN, treeOf } from '../../platform/core';
import { nest, RemoveQuery, removeIds, removeOrgUnits, requireLiveRows, tenantFor } from '../../identity/permissions';
import { IdString, ShortText, TenantIdString } from '../../identity/users';

const config = { permission: 'system.dept.manage' };
const tags = ['dept'];
/** `0` stands for "no parent", as the BladeX family writes it. */
const ParentId = Type.String({ pattern: ID_PATTERN, description: "Parent department, or '0' for the top level" });

const ListQuery = Type.Object(
  { deptName: Type.Optional(ShortText(100)), fullName: Type.Optional(ShortText(200)), tenantId: Type.Optional(TenantIdString) },
  { additionalProperties: false },
);
const LazyQuery = Type.Object(
  { parentId: Type.Optional(ParentId), deptName: Type.Optional(ShortText(100)), tenantId: Type.Optional(TenantIdString) },
  { additionalProperties: false },
);
const TreeQuery = Type.Object({ tenantId: Type.Optional(TenantIdString) }, { additionalProperties: false });
const DetailQuery = Type.Object({ id: IdString, tenantId: Type.Optional(TenantIdString) }, { additionalProperties: false });
const DeptRemoveQuery = Type.Object(
  { ...RemoveQuery.properties, tenantId: Type.Optional(TenantIdString) },
  { additionalProperties: false },
);
const DeptBody = Type.Object(
  {
    id: Type.Optional(IdString),
    tenantId: Type.Optional(TenantIdString),
    parentId: Type.Optional(ParentId),
    deptName: Type.String({ minLength: 1, maxLength: 100 }),
    fullName: Type.Optional(ShortText(200)),
    sort: Type.Optional(Type.Integer({ minimum: 0, maximum: 99999 })),
    remark: Type.Optional(ShortText(500)),
  },
  { additionalProperties: false, examples: [{ parentId: '0', deptName: '组织部', fullName: '科技园区总工会组织部', sort: 1, remark: '' }] },
);

type DeptRow = Pick<Dept, 'id' | 'tenant_id' | 'parent_id' | 'ancestors' | 'dept_name' | 'full_name' | 'sort' | 'remark'>;
const COLUMNS = ['id', 'tenant_id', 'parent_id', 'ancestors', 'dept_name', 'full_name', 'sort', 'remark'] as const;

const DeptFields = {
  id: Type.String(),
  tenantId: Type.String(),
  parentId: Type.String({ description: "'0' for the top level" }),
  parentName: Type.String(),
  ancestors: Type.String(),
  deptName: Type.String(),
  fullName: Type.String(),
  sort: Type.Integer(),
  remark: Type.String(),
};
const Dept = Type.Object(DeptFields);
const DeptTree = treeOf('DeptNode', DeptFields);
const DeptPickerFields = { id: Type.String(), parentId: Type.String(), title: Type.String(), key: Type.String(), value: Type.String() };
const DeptPickerTree = treeOf('DeptPickerNode', DeptPickerFields);

function deptView(d: DeptRow, names: Map<string, string> = new Map()) {
  const parentId = d.parent_id === null ? '0' : String(d.parent_id);
  return {
    id: String(d.id),
    tenantId: d.tenant_id,
    parentId,
    parentName: names.get(parentId) ?? '',
    ancestors: d.ancestors,
    deptName: d.dept_name,
    fullName: d.full_name,
    sort: d.sort,
    remark: d.remark ?? '',
  };
}

const treeNode = (d: DeptRow) => ({
  id: String(d.id),
  parentId: d.parent_id === null ? '0' : String(d.parent_id),
  title: d.dept_name,
  key: String(d.id),
  value: String(d.id),
});

/** `/api/blade-system/dept`: the departments of a tenant, as a tree. */
export async function deptRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const depts = (tenantId: string) => app.db.selectFrom('dept').where('tenant_id', '=', tenantId).where('is_deleted', '=', false);
  const withChildFlag = (tenantId: string) =>
    depts(tenantId)
      .select(COLUMNS)
      .select((eb) =>
        eb
          .exists(eb.selectFrom('dept as c').select('c.id').whereRef('c.parent_id', '=', 'dept.id').where('c.is_deleted', '=', false))
          .as('has_children'),
      )
      .orderBy('sort')
      .orderBy('id');

  app.get(
    '/list',
    {
      config,
      schema: { tags, summary: 'The departments as a tree', querystring: ListQuery, response: { 200: okOf(Type.Array(DeptTree)) } },
    },
    async (request) => {
      const q = request.query;
      const tenantId = tenantFor(request.viewer, q.tenantId);
      let rows = depts(tenantId).select(COLUMNS).orderBy('sort').orderBy('id');
      if (q.deptName) rows = rows.where('dept_name', 'ilike', containing(q.deptName));
      if (q.fullName) rows = rows.where('full_name', 'ilike', containing(q.fullName));
      const found = await rows.execute();
      const names = new Map(found.map((d) => [String(d.id), d.dept_name]));
      return ok(request, nest(found.map((d) => deptView(d, names))));
    },
  );

  app.get(
    '/lazy-list',
    {
      config,
      schema: {
        tags,
        summary: 'The children of one department',
        querystring: LazyQuery,
        response: { 200: okOf(Type.Array(Type.Object({ ...DeptFields, hasChildren: Type.Boolean() }))) },
      },
    },
    async (request) => {
      const q = request.query;
      const tenantId = tenantFor(request.viewer, q.tenantId);
      let rows = withChildFlag(tenantId);
      rows = !q.parentId || q.parentId === '0' ? rows.where('parent_id', 'is', null) : rows.where('parent_id', '=', q.parentId);
      if (q.deptName) rows = rows.where('dept_name', 'ilike', containing(q.deptName));
      const found = await rows.execute();
      return ok(
        request,
        found.map((d) => ({ ...deptView(d), hasChildren: Boolean(d.has_children) })),
      );
    },
  );

  app.get(
    '/tree',
    {
      config,
      schema: {
        tags,
        summary: 'The department tree for pickers',
        querystring: TreeQuery,
        response: { 200: okOf(Type.Array(DeptPickerTree)) },
      },
    },
    async (request) => {
      const tenantId = tenantFor(request.viewer, request.query.tenantId);
      const found = await depts(tenantId).select(COLUMNS).orderBy('sort').orderBy('id').execute();
      return ok(request, nest(found.map(treeNode)));
    },
  );

  app.get(
    '/lazy-tree',
    {
      config,
      schema: {
        tags,
        summary: 'One level of the department tree',
        querystring: LazyQuery,
        response: { 200: okOf(Type.Array(Type.Object({ ...DeptPickerFields, hasChildren: Type.Boolean() }))) },
      },
    },
    async (request) => {
      const q = request.query;
      const tenantId = tenantFor(request.viewer, q.tenantId);
      let rows = withChildFlag(tenantId);
      rows = !q.parentId || q.parentId === '0' ? rows.where('parent_id', 'is', null) : rows.where('parent_id', '=', q.parentId);
      const found = await rows.execute();
      return ok(
        request,
        found.map((d) => ({ ...treeNode(d), hasChildren: Boolean(d.has_children) })),
      );
    },
  );

  app.get(
    '/detail',
    { config, schema: { tags, summary: 'One department', querystring: DetailQuery, response: { 200: okOf(Dept) } } },
    async (request) => {
      const q = request.query;
      const tenantId = tenantFor(request.viewer, q.tenantId);
      const row = await depts(tenantId).select(COLUMNS).where('id', '=', q.id).executeTakeFirst();
      if (!row) throw notFound();
      const parent =
        row.parent_id === null
          ? undefined
          : await depts(tenantId).select('dept_name').where('id', '=', String(row.parent_id)).executeTakeFirst();
      return ok(request, deptView(row, new Map(parent ? [[String(row.parent_id), parent.dept_name]] : [])));
    },
  );

  app.post(
    '/submit',
    {
      config,
      schema: { tags, summary: 'Create a department, or update it when id is given', body: DeptBody, response: { 200: okOf(Dept) } },
    },
    async (request) => {
      const body = request.body;
      const tenantId = tenantFor(request.viewer, body.tenantId);
      const deptName = body.deptName.trim();
      if (!deptName) throw badRequest('deptName', 'required', 'required', { field: 'deptName' });
      const parentId = body.parentId && body.parentId !== '0' ? body.parentId : null;
      const id = await app.db.transaction().execute(async (trx) => {
        let ancestors = '0';
        if (parentId) {
          const parent = await trx
            .selectFrom('dept')
            .select(['id', 'ancestors'])
            .where('tenant_id', '=', tenantId)
            .where('id', '=', parentId)
            .where('is_deleted', '=', false)
            .executeTakeFirst();
          if (!parent) throw badRequest('parentId', 'exists', 'notFound');
          ancestors = `${parent.ancestors},${parent.id}`;
          if (body.id && (parentId === body.id || ancestors.split(',').includes(body.id)))
            throw badRequest('parentId', 'cycle', 'deptParent');
        }
        const fields = {
          parent_id: parentId,
          ancestors,
          dept_name: deptName,
          full_name: body.fullName?.trim() || deptName,
          sort: body.sort ?? 0,
          remark: body.remark || null,
        };
        if (!body.id) {
          const newDeptId = newId();
          await trx
            .insertInto('dept')
            .values({ id: newDeptId, tenant_id: tenantId, ...fields })
            .execute();
          return newDeptId;
        }
        const existing = await trx
          .selectFrom('dept')
          .select('ancestors')
          .where('tenant_id', '=', tenantId)
          .where('id', '=', body.id)
          .where('is_deleted', '=', false)
          .forUpdate()
          .executeTakeFirst();
        if (!existing) throw notFound();
        await trx.updateTable('dept').set(fields).where('tenant_id', '=', tenantId).where('id', '=', body.id).execute();
        // A move carries the whole subtree along: its ancestors change the same way.
        const oldPrefix = `${existing.ancestors},${body.id}`;
        const newPrefix = `${ancestors},${body.id}`;
        if (oldPrefix !== newPrefix) {
          await trx
            .updateTable('dept')
            .set({ ancestors: sql<string>`${newPrefix} || substr(ancestors, ${oldPrefix.length + 1})` })
            .where('tenant_id', '=', tenantId)
            .where((eb) => eb.or([eb('ancestors', '=', oldPrefix), eb('ancestors', 'like', `${oldPrefix},%`)]))
            .execute();
        }
        return body.id;
      });
      const row = await depts(tenantId).select(COLUMNS).where('id', '=', id).executeTakeFirstOrThrow();
      return ok(request, deptView(row));
    },
  );

  app.post(
    '/remove',
    {
      config,
      schema: {
        tags,
        summary: 'Remove departments (leaves first)',
        querystring: DeptRemoveQuery,
        response: { 200: okOf(Type.Integer({ description: 'Departments removed' })) },
      },
    },
    async (request) => {
      const tenantId = tenantFor(request.viewer, request.query.tenantId);
      const ids = removeIds(request);
      const removed = await app.db.transaction().execute(async (trx) => {
        await requireLiveRows(trx, 'dept', tenantId, ids);
        const child = await trx
          .selectFrom('dept')
          .select('id')
          .where('tenant_id', '=', tenantId)
          .where('parent_id', 'in', ids)
          .where('id', 'not in', ids)
          .where('is_deleted', '=', false)
          .executeTakeFirst();
        if (child) throw new AppError(409, 'deptHasChildren');
        await removeOrgUnits(trx, 'dept', tenantId, ids);
        return ids.length;
      });
      return ok(request, removed);
    },
  );
}
