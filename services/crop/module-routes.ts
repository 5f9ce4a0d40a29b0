import type { FastifyInstance } from 'fastify';
import { modules, type ModuleEntry } from '../../catalogue';
import { newId } from '../../db';
import { badRequest, idListPattern, langOf, ok, okSchema, pageOf, type Paging } from '../core';
import { registerDocumentRoutes } from './document-routes';
import type { FormBody } from './form-input';
import { cancel, removeDrafts, resubmit, saveOrSubmit, withdraw } from './record-commands';
import { findVisibleRecord, listRecords, type RecordFilters } from './record-queries';
import { recordView } from './record-view';
import { CancelQuery, IdQuery, RecordPageQuery, RemoveParams, WithdrawQuery, formBodySchema } from './schemas';

const IDS = new RegExp(idListPattern(100));

/** `ids` or `id` of a JSON body, checked like the query's. */
function idsFromBody(body: unknown): string {
  if (!body || typeof body !== 'object') return '';
  const { ids, id } = body as { ids?: unknown; id?: unknown };
  const value = Array.isArray(ids) ? ids.join(',') : (ids ?? id);
  if (value === undefined) return '';
  if (typeof value !== 'string' || !IDS.test(value)) throw badRequest('ids', 'pattern', 'field');
  return value;
}

/** The standard call set of one catalogue module, under `/api/blade-crop/crop/{module}`. */
function moduleRoutes(entry: ModuleEntry) {
  return async (app: FastifyInstance) => {
    const tags = [entry.key];
    const view = { permission: `${entry.key}.view` };
    const edit = { permission: `${entry.key}.edit` };
    const answer = async (request: Parameters<typeof langOf>[0], id: string) =>
      ok(request, recordView(await findVisibleRecord(app.db, request.viewer, { id }, entry.key), langOf(request)));

    app.get(
      '/page',
      {
        config: view,
        schema: { tags, summary: `${entry.title.en}: one page of records`, querystring: RecordPageQuery, response: { 200: okSchema() } },
      },
      async (request) => {
        const q = request.query as Paging & RecordFilters;
        const { records, total } = await listRecords(app.db, request.viewer, entry.key, q);
        const lang = langOf(request);
        return ok(
          request,
          pageOf(
            records.map((r) => recordView(r, lang)),
            total,
            q,
          ),
        );
      },
    );

    app.get(
      '/detail',
      { config: view, schema: { tags, summary: 'One record', querystring: IdQuery, response: { 200: okSchema() } } },
      async (request) => {
        const { id } = request.query as { id: string };
        const row = await findVisibleRecord(app.db, request.viewer, { id }, entry.key);
        const attachments = await app.db
          .selectFrom('attachment')
          .select(['id', 'name', 'size', 'mime'])
          .where('tenant_id', '=', row.tenant_id)
          .where('record_id', '=', row.id)
          .orderBy('id')
          .execute();
        return ok(request, {
          ...recordView(row, langOf(request)),
          attachments: attachments.map((a) => ({
            ...a,
            id: String(a.id),
            size: Number(a.size),
            url: `/api/blade-crop/crop/${entry.key}/attachment?id=${a.id}`,
          })),
        });
      },
    );

    app.get(
      '/getid',
      { config: edit, schema: { tags, summary: 'Reserve a new record id', response: { 200: okSchema() } } },
      async (request) => {
        const id = newId();
        await app.db
          .insertInto('id_reservation')
          .values({ id, tenant_id: request.viewer.tenantId, module: entry.key, user_id: request.viewer.id, create_time: new Date() })
          .execute();
        return ok(request, id);
      },
    );

    for (const path of ['/save', '/savedraft', '/saveDraft']) {
      app.post(
        path,
        {
          config: edit,
          schema: { tags, summary: 'Create or update the draft', body: formBodySchema(entry, false), response: { 200: okSchema() } },
        },
        async (request) => {
          const view = await saveOrSubmit(app, request, entry, request.body as FormBody, 'draft');
          return answer(request, view.recordId);
        },
      );
    }

    app.post(
      '/submit',
      { config: edit, schema: { tags, summary: 'Send into review', body: formBodySchema(entry, false), response: { 200: okSchema() } } },
      async (request) => {
        const view = await saveOrSubmit(app, request, entry, request.body as FormBody, 'submit');
        return ok(request, { id: view.recordId, processInstanceId: view.processInstanceId, state: view.state });
      },
    );

    for (const path of ['/update', '/resubmit']) {
      app.post(
        path,
        {
          config: edit,
          schema: { tags, summary: 'Resend after a return', body: formBodySchema(entry, true), response: { 200: okSchema() } },
        },
        async (request) => {
          const view = await resubmit(app, request, entry, request.body as FormBody);
          return ok(request, { id: view.recordId, processInstanceId: view.processInstanceId, state: view.state });
        },
      );
    }

    app.post(
      '/remove',
      {
        config: edit,
        schema: {
          tags,
          summary: 'Delete drafts (ids in the query or a JSON body)',
          querystring: RemoveParams,
          response: { 200: okSchema() },
        },
      },
      async (request) => {
        const query = request.query as { ids?: string; id?: string };
        const raw = query.ids ?? query.id ?? idsFromBody(request.body);
        const ids = raw.split(',').filter(Boolean);
        return ok(request, await removeDrafts(app, request, entry, ids));
      },
    );

    for (const path of ['/rebackFlow', '/reBackFlow']) {
      app.get(
        path,
        { config: edit, schema: { tags, summary: 'Withdraw: back to draft', querystring: WithdrawQuery, response: { 200: okSchema() } } },
        async (request) => {
          const { processInstanceId } = request.query as { processInstanceId: string };
          const view = await withdraw(app, request, entry, processInstanceId);
          return answer(request, view.recordId);
        },
      );
    }

    app.get(
      '/removeFlow',
      {
        config: edit,
        schema: { tags, summary: 'Cancel the flow for good (reason required)', querystring: CancelQuery, response: { 200: okSchema() } },
      },
      async (request) => {
        const view = await cancel(app, request, entry, request.query as { id?: string; processInstanceId: string; reason?: string });
        return answer(request, view.recordId);
      },
    );

    registerDocumentRoutes(app, entry, tags);
  };
}

/** Every catalogue module's routes. */
export async function cropRoutes(app: FastifyInstance): Promise<void> {
  for (const entry of Object.values(modules)) {
    await app.register(moduleRoutes(entry), { prefix: `/crop/${entry.key}` });
  }
}
