import { Type } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { newId, type Post } from '../../../db';
import {
  badRequest,
  containing,
  formatTime,
  notFound,
  Nullable,
  ok,
  okOf,
  okPageOf,
  pageOf,
  paginate,
  PagingQuery,
  TimeText,
} from '../../platform/core';
import { isUniqueViolation, RemoveQuery, removeIds, removeOrgUnits, requireLiveRows, tenantFor } from '../../identity/permissions';
import { IdString, ShortText, TenantIdString } from '../../identity/users';

const config = { permission: 'system.post.manage' };
const tags = ['post'];
const POST_SORTS = { sort: 'sort', postCode: 'post_code', postName: 'post_name', category: 'category', createTime: 'create_time' } as const;
/** 1 senior, 2 middle, 3 base, 4 other: the categories of the BladeX family's post dictionary. */
const Category = Type.Integer({ minimum: 1, maximum: 4, description: '1 senior, 2 middle, 3 base, 4 other' });

const ListQuery = Type.Object(
  {
    ...PagingQuery,
    tenantId: Type.Optional(TenantIdString),
    category: Type.Optional(Category),
    postCode: Type.Optional(ShortText(50)),
    postName: Type.Optional(ShortText(100)),
  },
  { additionalProperties: false },
);
const SelectQuery = Type.Object({ tenantId: Type.Optional(TenantIdString) }, { additionalProperties: false });
const DetailQuery = Type.Object({ id: IdString, tenantId: Type.Optional(TenantIdString) }, { additionalProperties: false });
const PostRemoveQuery = Type.Object(
  { ...RemoveQuery.properties, tenantId: Type.Optional(TenantIdString) },
  { additionalProperties: false },
);
const PostBody = Type.Object(
  {
    id: Type.Optional(IdString),
    tenantId: Type.Optional(TenantIdString),
    category: Category,
    postCode: Type.String({ pattern: '^[A-Za-z0-9_-]{1,50}$' }),
    postName: Type.String({ minLength: 1, maxLength: 100 }),
    sort: Type.Optional(Type.Integer({ minimum: 0, maximum: 99999 })),
    remark: Type.Optional(ShortText(500)),
  },
  { additionalProperties: false, examples: [{ category: 3, postCode: 'union-chair', postName: '工会主席', sort: 1, remark: '' }] },
);

const PostAnswer = Type.Object({
  id: Type.String(),
  tenantId: Type.String(),
  category: Type.Integer({ description: '1 senior, 2 middle, 3 base, 4 other' }),
  postCode: Type.String(),
  postName: Type.String(),
  sort: Type.Integer(),
  remark: Type.String(),
  createTime: Nullable(TimeText()),
});

type PostRow = Pick<Post, 'id' | 'tenant_id' | 'category' | 'post_code' | 'post_name' | 'sort' | 'remark' | 'create_time'>;
const COLUMNS = ['id', 'tenant_id', 'category', 'post_code', 'post_name', 'sort', 'remark', 'create_time'] as const;

function postView(p: PostRow) {
  return {
    id: String(p.id),
    tenantId: p.tenant_id,
    category: p.category,
    postCode: p.post_code,
    postName: p.post_name,
    sort: p.sort,
    remark: p.remark ?? '',
    createTime: formatTime(p.create_time),
  };
}

/** `/api/blade-system/post`: the posts (job positions) of a tenant. */
export async function postRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const posts = (tenantId: string) => app.db.selectFrom('post').where('tenant_id', '=', tenantId).where('is_deleted', '=', false);

  app.get(
    '/list',
    { config, schema: { tags, summary: 'One page of posts', querystring: ListQuery, response: { 200: okPageOf(PostAnswer) } } },
    async (request) => {
      const q = request.query;
      const tenantId = tenantFor(request.viewer, q.tenantId);
      let rows = posts(tenantId);
      if (q.category) rows = rows.where('category', '=', q.category);
      if (q.postCode) rows = rows.where('post_code', 'ilike', containing(q.postCode));
      if (q.postName) rows = rows.where('post_name', 'ilike', containing(q.postName));
      const { records, total } = await paginate(rows.select(COLUMNS), q, {
        allow: POST_SORTS,
        fallback: [{ column: 'sort', direction: 'asc' }],
        tieBreaker: { column: 'id' },
      });
      return ok(request, pageOf(records.map(postView), total, q));
    },
  );

  app.get(
    '/select',
    {
      config,
      schema: {
        tags,
        summary: 'Every post of a tenant, for pickers',
        querystring: SelectQuery,
        response: { 200: okOf(Type.Array(PostAnswer)) },
      },
    },
    async (request) => {
      const tenantId = tenantFor(request.viewer, request.query.tenantId);
      const rows = await posts(tenantId).select(COLUMNS).orderBy('sort').orderBy('id').execute();
      return ok(request, rows.map(postView));
    },
  );

  app.get(
    '/detail',
    { config, schema: { tags, summary: 'One post', querystring: DetailQuery, response: { 200: okOf(PostAnswer) } } },
    async (request) => {
      const q = request.query;
      const row = await posts(tenantFor(request.viewer, q.tenantId)).select(COLUMNS).where('id', '=', q.id).executeTakeFirst();
      if (!row) throw notFound();
      return ok(request, postView(row));
    },
  );

  app.post(
    '/submit',
    {
      config,
      schema: { tags, summary: 'Create a post, or update it when id is given', body: PostBody, response: { 200: okOf(PostAnswer) } },
    },
    async (request) => {
      const body = request.body;
      const tenantId = tenantFor(request.viewer, body.tenantId);
      const postName = body.postName.trim();
      if (!postName) throw badRequest('postName', 'required', 'required', { field: 'postName' });
      const fields = {
        category: body.category,
        post_code: body.postCode,
        post_name: postName,
        sort: body.sort ?? 0,
        remark: body.remark || null,
      };
      const id = body.id ?? newId();
      try {
        if (body.id) {
          const updated = await app.db
            .updateTable('post')
            .set(fields)
            .where('tenant_id', '=', tenantId)
            .where('id', '=', body.id)
            .where('is_deleted', '=', false)
            .executeTakeFirst();
          if (Number(updated.numUpdatedRows) === 0) throw notFound();
        } else {
          await app.db
            .insertInto('post')
            .values({ id, tenant_id: tenantId, ...fields })
            .execute();
        }
      } catch (error) {
        if (isUniqueViolation(error)) throw badRequest('postCode', 'unique', 'postCodeTaken');
        throw error;
      }
      return ok(request, postView(await posts(tenantId).select(COLUMNS).where('id', '=', id).executeTakeFirstOrThrow()));
    },
  );

  app.post(
    '/remove',
    {
      config,
      schema: {
        tags,
        summary: 'Remove posts',
        querystring: PostRemoveQuery,
        response: { 200: okOf(Type.Integer({ description: 'Posts removed' })) },
      },
    },
    async (request) => {
      const tenantId = tenantFor(request.viewer, request.query.tenantId);
      const ids = removeIds(request);
      const removed = await app.db.transaction().execute(async (trx) => {
        await requireLiveRows(trx, 'post', tenantId, ids);
        await removeOrgUnits(trx, 'post', tenantId, ids);
        return ids.length;
      });
      return ok(request, removed);
    },
  );
}
