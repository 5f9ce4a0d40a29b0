import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Lang } from '../../../catalogue';
import { containing, langOf, notFound, ok, okSchema, pageOf, pageSchemaOf, paginate } from '../../platform/core';
import { nest, RemoveQuery, removeIds, tenantFor } from '../../identity/permissions';
import { businessScope, ENTRY_COLUMNS, liveRows, SYSTEM_SCOPE, type DictionaryScope } from './dictionary-scope';
import { CHILD_SORTS, dictionarySchemas, PARENT_SORTS } from './dictionary-schemas';
import { removeEntries, submitEntry } from './dictionary-store';
import { DictEntry, DictEntryTree, DictTreeNode, entryView, treeNode, type EntryRow } from './dictionary-views';

/** What sets the system and the business dictionary calls apart. */
export interface DictionaryAdminOptions {
  /** `dict_biz` (the caller's tenant, or the one the platform administrator names) or `dict`. */
  business: boolean;
  /** The API scope every call of the family needs. */
  permission: string;
  /** Who may write, beyond holding the permission (system dictionaries: the platform administrator). */
  canWrite?: (request: FastifyRequest) => void;
  tag: string;
}

const PageOfEntries = pageSchemaOf(DictEntry);

/**
 * list, parent-list, child-list, detail, tree, submit and remove of one family of dictionaries,
 * registered under its prefix (`/api/blade-system/dict` or `/dict-biz`). Each dictionary is a top
 * row per code and its entries below it.
 */
export async function dictionaryAdminRoutes(app: FastifyInstance, options: DictionaryAdminOptions): Promise<void> {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const s = dictionarySchemas(options.business);
  const config = { permission: options.permission };
  const tags = [options.tag];
  const scopeOf = (request: FastifyRequest, tenantId: string | undefined): DictionaryScope =>
    options.business ? businessScope(tenantFor(request.viewer, tenantId)) : SYSTEM_SCOPE;
  const rows = (scope: DictionaryScope) => liveRows(app.db, scope).select(ENTRY_COLUMNS);
  /** Rows nested under their parents, each level by sort. */
  const asTree = (found: EntryRow[], lang: Lang) => {
    const names = new Map(found.map((e) => [String(e.id), e.dict_value]));
    return nest(found.map((e) => entryView(e, lang, names.get(String(e.parent_id)) ?? '')));
  };

  r.get(
    '/list',
    {
      config,
      schema: {
        tags,
        summary: 'Every dictionary with its entries, as a tree; filtered by code and name',
        querystring: s.ListQuery,
        response: { 200: okSchema(Type.Array(DictEntryTree)) },
      },
    },
    async (request) => {
      const q = request.query;
      const scope = scopeOf(request, q.tenantId);
      let tops = liveRows(app.db, scope).select('code').where('parent_id', 'is', null);
      if (q.code) tops = tops.where('code', 'ilike', containing(q.code));
      if (q.dictValue) tops = tops.where('dict_value', 'ilike', containing(q.dictValue));
      const found = await rows(scope).where('code', 'in', tops).orderBy('sort').orderBy('id').execute();
      return ok(request, asTree(found, langOf(request)));
    },
  );

  r.get(
    '/parent-list',
    {
      config,
      schema: {
        tags,
        summary: 'One page of dictionaries (their top rows)',
        querystring: s.ParentListQuery,
        response: { 200: okSchema(PageOfEntries) },
      },
    },
    async (request) => {
      const q = request.query;
      let found = rows(scopeOf(request, q.tenantId)).where('parent_id', 'is', null);
      if (q.code) found = found.where('code', 'ilike', containing(q.code));
      if (q.dictValue) found = found.where('dict_value', 'ilike', containing(q.dictValue));
      const { records, total } = await paginate(found, q, {
        allow: PARENT_SORTS,
        fallback: [{ column: 'sort', direction: 'asc' }],
        tieBreaker: { column: 'id' },
      });
      return ok(
        request,
        pageOf(
          records.map((e) => entryView(e, langOf(request))),
          total,
          q,
        ),
      );
    },
  );

  r.get(
    '/child-list',
    {
      config,
      schema: {
        tags,
        summary: 'One page of the rows directly below a row, each with the rows below it',
        querystring: s.ChildListQuery,
        response: { 200: okSchema(pageSchemaOf(DictEntryTree)) },
      },
    },
    async (request) => {
      const q = request.query;
      const scope = scopeOf(request, q.tenantId);
      const parent = await rows(scope).where('id', '=', q.parentId).executeTakeFirst();
      if (!parent) throw notFound();
      let found = rows(scope).where('parent_id', '=', q.parentId);
      if (q.dictKey) found = found.where('dict_key', 'ilike', containing(q.dictKey));
      if (q.dictValue) found = found.where('dict_value', 'ilike', containing(q.dictValue));
      const { records, total } = await paginate(found, q, {
        allow: CHILD_SORTS,
        fallback: [{ column: 'sort', direction: 'asc' }],
        tieBreaker: { column: 'id' },
      });
      // The rows below this page's rows, so each record carries its subtree.
      const family = await rows(scope)
        .where('code', '=', parent.code)
        .where('parent_id', 'is not', null)
        .orderBy('sort')
        .orderBy('id')
        .execute();
      const onPage = new Set(records.map((e) => String(e.id)));
      const below = family.filter((e) => !onPage.has(String(e.id)) && String(e.parent_id) !== q.parentId);
      const tree = asTree([...records, ...below], langOf(request)).filter((n) => onPage.has(n.id));
      return ok(request, pageOf(tree, total, q));
    },
  );

  r.get(
    '/detail',
    { config, schema: { tags, summary: 'One dictionary row', querystring: s.DetailQuery, response: { 200: okSchema(DictEntry) } } },
    async (request) => {
      const q = request.query;
      const scope = scopeOf(request, q.tenantId);
      const row = await rows(scope).where('id', '=', q.id).executeTakeFirst();
      if (!row) throw notFound();
      const parent = row.parent_id === null ? undefined : await rows(scope).where('id', '=', String(row.parent_id)).executeTakeFirst();
      return ok(request, entryView(row, langOf(request), parent?.dict_value ?? ''));
    },
  );

  r.get(
    '/tree',
    {
      config,
      schema: {
        tags,
        summary: 'The dictionaries as a tree for parent pickers',
        querystring: s.TreeQuery,
        response: { 200: okSchema(Type.Array(DictTreeNode)) },
      },
    },
    async (request) => {
      const q = request.query;
      let found = rows(scopeOf(request, q.tenantId));
      if (q.code) found = found.where('code', '=', q.code);
      return ok(request, nest((await found.orderBy('sort').orderBy('id').execute()).map(treeNode)));
    },
  );

  r.post(
    '/submit',
    {
      config,
      schema: {
        tags,
        summary: 'Create a dictionary (no parentId) or an entry below a row, or update one when id is given',
        body: s.EntryBody,
        response: { 200: okSchema(DictEntry) },
      },
    },
    async (request) => {
      options.canWrite?.(request);
      const body = request.body;
      const scope = scopeOf(request, body.tenantId);
      const id = await submitEntry(app.db, scope, body);
      const row = await rows(scope).where('id', '=', id).executeTakeFirstOrThrow();
      const parent = row.parent_id === null ? undefined : await rows(scope).where('id', '=', String(row.parent_id)).executeTakeFirst();
      return ok(request, entryView(row, langOf(request), parent?.dict_value ?? ''));
    },
  );

  const RemoveParams = Type.Object(
    { ...RemoveQuery.properties, tenantId: s.DetailQuery.properties.tenantId },
    { additionalProperties: false },
  );
  r.post(
    '/remove',
    {
      config,
      schema: {
        tags,
        summary: 'Remove rows and the rows below them (comma-separated ids)',
        querystring: RemoveParams,
        response: { 200: okSchema(Type.Integer()) },
      },
    },
    async (request) => {
      options.canWrite?.(request);
      const scope = scopeOf(request, request.query.tenantId);
      return ok(request, await removeEntries(app.db, scope, removeIds(request)));
    },
  );
}
