import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { newId } from '../../../db';
import { AppError, langOf, ok, okBoolean, okOf, okPageOf, pageOf, paginate } from '../../platform/core';
import { audit } from './audit';
import { fieldNamesOf } from './categories';
import { readBpmnUpload, readUploadedModel } from './bpmn-upload';
import { ModelErrorAnswer, refuseModel, requireCategory } from './model-errors';
import { runningCounts } from './running-records';
import { ChangeStateBody, IdBody, IdQuery, VersionDetail, VersionListQuery, VersionRow } from './schemas';
import { checkShares } from './shares';
import { findOwnVersion, findVisibleVersion, insertVersion, visibleVersions } from './version-store';
import { versionRowView } from './version-view';

const manager = { permission: 'flow.manager' };
const tags = ['flow-manager'];

/** `/api/blade-flow/manager`: deployed versions (部署管理): list, suspend and activate, upload BPMN, delete. */
export async function managerRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/list',
    {
      config: manager,
      schema: {
        tags,
        summary: 'Deployed versions the tenant runs: its own and the federation’s shared to it (modelKey: the versions of one key)',
        querystring: VersionListQuery,
        response: { 200: okPageOf(VersionRow) },
      },
    },
    async (request) => {
      const q = request.query;
      const tenantId = request.viewer.tenantId;
      let rows = visibleVersions(app.db, tenantId).selectAll('v');
      if (q.modelKey) rows = rows.where('v.model_key', '=', q.modelKey);
      const found = await paginate(rows, q, {
        allow: { modelKey: 'v.model_key', version: 'v.version', deployTime: 'v.deploy_time' },
        fallback: [{ column: 'v.deploy_time', direction: 'desc' }],
        tieBreaker: { column: 'v.id', direction: 'desc' },
      });
      const running = await runningCounts(app.db, tenantId, found.records);
      return ok(
        request,
        pageOf(
          found.records.map((v) => versionRowView(v, running.get(String(v.id)) ?? 0, langOf(request))),
          found.total,
          q,
        ),
      );
    },
  );

  app.get(
    '/version',
    {
      config: manager,
      schema: { tags, summary: 'A deployed version with its graph', querystring: IdQuery, response: { 200: okOf(VersionDetail) } },
    },
    async (request) => {
      const tenantId = request.viewer.tenantId;
      const v = await findVisibleVersion(app.db, tenantId, request.query.id);
      const running = await runningCounts(app.db, tenantId, [v]);
      return ok(request, { ...versionRowView(v, running.get(String(v.id)) ?? 0, langOf(request)), graph: v.graph });
    },
  );

  app.post(
    '/change-state',
    {
      config: manager,
      schema: {
        tags,
        summary: 'Suspend a deployed version (it starts no new records; running ones go on) or activate it again',
        body: ChangeStateBody,
        response: { 200: okOf(VersionRow) },
      },
    },
    async (request) => {
      const viewer = request.viewer;
      const suspended = request.body.state === 'suspended';
      const v = await app.db.transaction().execute(async (trx) => {
        const found = await findOwnVersion(trx, viewer.tenantId, request.body.id);
        if (found.suspended === suspended) return found;
        const row = await trx
          .updateTable('flow_model_version')
          .set({ suspended })
          .where('tenant_id', '=', viewer.tenantId)
          .where('id', '=', found.id)
          .returningAll()
          .executeTakeFirstOrThrow();
        await audit(trx, viewer, suspended ? 'manager.suspend' : 'manager.activate', String(row.id), {
          modelKey: row.model_key,
          version: row.version,
        });
        return row;
      });
      const running = await runningCounts(app.db, viewer.tenantId, [v]);
      return ok(request, versionRowView(v, running.get(String(v.id)) ?? 0, langOf(request)));
    },
  );

  app.post(
    '/deploy-upload',
    {
      config: manager,
      schema: {
        tags,
        summary:
          'Deploy a BPMN 2.0 file (multipart: category, tenantIds comma-separated, files: one .bpmn or .xml) as the next version of the category’s model; unsupported elements are refused by name',
        consumes: ['multipart/form-data'],
        response: { 200: okOf(VersionRow), 400: ModelErrorAnswer },
      },
    },
    async (request, reply) => {
      const viewer = request.viewer;
      const upload = await readBpmnUpload(request);
      const category = requireCategory(upload.category);
      const tenantIds = await checkShares(app.db, viewer, upload.tenantIds);
      const read = await readUploadedModel(upload, fieldNamesOf(category));
      if ('errors' in read) return refuseModel(request, reply, read.errors);
      // The category is the key records find deployments by; the file's process id stays in the file.
      const graph = { ...read.model, key: category.key };
      const name = graph.name.zh || category.name.zh;
      const v = await app.db.transaction().execute(async (trx) => {
        const row = await insertVersion(trx, {
          tenantId: viewer.tenantId,
          modelKey: category.key,
          name,
          category: category.key,
          graph,
          source: 'upload',
          bpmnXml: upload.xml,
          deployedBy: { id: viewer.id, name: viewer.name },
          tenantIds,
        });
        // A key without a model yet gets one, so the designer lists and edits what was uploaded.
        await trx
          .insertInto('flow_model')
          .values({
            id: newId(),
            tenant_id: viewer.tenantId,
            model_key: category.key,
            name,
            category: category.key,
            graph: JSON.stringify(graph),
            create_user: viewer.id,
            update_user: viewer.id,
          })
          .onConflict((oc) => oc.doNothing())
          .execute();
        await audit(trx, viewer, 'manager.upload', category.key, {
          versionId: String(row.id),
          version: row.version,
          fileName: upload.fileName,
          processId: read.model.key,
          tenantIds,
        });
        return row;
      });
      return ok(request, versionRowView(v, 0, langOf(request)));
    },
  );

  app.post(
    '/delete-deployment',
    {
      config: manager,
      schema: {
        tags,
        summary: 'Delete a deployed version no record runs on (409 naming how many do)',
        body: IdBody,
        response: { 200: okBoolean() },
      },
    },
    async (request) => {
      const viewer = request.viewer;
      await app.db.transaction().execute(async (trx) => {
        const v = await findOwnVersion(trx, viewer.tenantId, request.body.id);
        const count = (await runningCounts(app.db, viewer.tenantId, [v])).get(String(v.id)) ?? 0;
        if (count > 0) throw new AppError(409, 'flowVersionRunning', { count: String(count) }, { count });
        // Kept, marked deleted: the records that ran on it still read their graph (see the migration).
        await trx
          .updateTable('flow_model_version')
          .set({ deleted_time: new Date(), deleted_by: viewer.id })
          .where('tenant_id', '=', viewer.tenantId)
          .where('id', '=', v.id)
          .execute();
        await audit(trx, viewer, 'manager.delete', String(v.id), { modelKey: v.model_key, version: v.version });
      });
      return ok(request, true);
    },
  );
}
