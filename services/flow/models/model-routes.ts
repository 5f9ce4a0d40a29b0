import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { validateModel, type FlowGraph } from '../../../catalogue';
import { fileAnswer } from '../../records/engine';
import { toBpmn } from '../bpmn';
import { badRequest, langOf, ok, okOf, okPageOf, pageOf } from '../../platform/core';
import { isUniqueViolation, RemoveQuery, removeIds } from '../../identity/permissions';
import { AppError } from '../../platform/core';
import { audit } from './audit';
import { fieldNamesOf } from './categories';
import { ModelErrorAnswer, errorsView, refuseModel, requireCategory } from './model-errors';
import { findModel, listModels, modelDetailView, modelRowView, removeModels, saveModel } from './model-store';
import { replayModelDraft } from './replay-draft';
import {
  DeployBody,
  DeployedVersion,
  ExportQuery,
  IdBody,
  IdQuery,
  ModelDetail,
  ModelErrors,
  ModelListQuery,
  ModelRow,
  ReplayCheck,
  SubmitBody,
  ValidateBody,
} from './schemas';
import { Type } from '@sinclair/typebox';
import { checkShares } from './shares';
import { findVisibleVersion, insertVersion } from './version-store';

const model = { permission: 'flow.model' };
const tags = ['flow-model'];

/** `content-disposition` of a downloaded file with a name of any script. */
const attachment = (name: string) => `attachment; filename*=UTF-8''${encodeURIComponent(name)}`;

/** `/api/blade-flow/model`: the designer's calls (模型设计): drafts, their checks, deployment, BPMN export, the replay check. */
export async function modelRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/list',
    {
      config: model,
      schema: { tags, summary: 'The tenant’s flow models', querystring: ModelListQuery, response: { 200: okPageOf(ModelRow) } },
    },
    async (request) => {
      const q = request.query;
      const found = await listModels(app.db, request.viewer.tenantId, q);
      const lang = langOf(request);
      return ok(
        request,
        pageOf(
          found.records.map((m) => modelRowView(m, lang)),
          found.total,
          q,
        ),
      );
    },
  );

  app.get(
    '/detail',
    {
      config: model,
      schema: {
        tags,
        summary: 'A model’s draft with the fields its stages may name',
        querystring: IdQuery,
        response: { 200: okOf(ModelDetail) },
      },
    },
    async (request) => ok(request, modelDetailView(await findModel(app.db, request.viewer.tenantId, request.query.id), langOf(request))),
  );

  app.post(
    '/submit',
    {
      config: model,
      schema: {
        tags,
        summary: 'Save a model’s draft; an invalid model is refused with each error naming its element, and nothing is saved',
        body: SubmitBody,
        response: { 200: okOf(ModelDetail), 400: ModelErrorAnswer },
      },
    },
    async (request, reply) => {
      const b = request.body;
      const category = requireCategory(b.category);
      const graph: FlowGraph = { ...b.graph, key: b.modelKey };
      const errors = validateModel(graph, { fields: fieldNamesOf(category) });
      if (errors.length > 0) return refuseModel(request, reply, errors);
      const viewer = request.viewer;
      try {
        const id = await app.db.transaction().execute(async (trx) => {
          const saved = await saveModel(trx, viewer, { modelKey: b.modelKey, name: b.name, category: b.category, graph }, b.id);
          await audit(trx, viewer, 'model.submit', b.modelKey, { id: saved, created: !b.id, name: b.name, category: b.category });
          return saved;
        });
        return ok(request, modelDetailView(await findModel(app.db, viewer.tenantId, id), langOf(request)));
      } catch (err) {
        if (isUniqueViolation(err)) throw new AppError(409, 'flowModelKeyTaken', { modelKey: b.modelKey });
        throw err;
      }
    },
  );

  app.post(
    '/validate',
    {
      config: model,
      schema: {
        tags,
        summary: 'Check a model without saving it: every reason it cannot be deployed, each naming its element',
        body: ValidateBody,
        response: { 200: okOf(ModelErrors) },
      },
    },
    async (request) => {
      const category = requireCategory(request.body.category);
      return ok(request, { errors: errorsView(validateModel(request.body.graph, { fields: fieldNamesOf(category) })) });
    },
  );

  app.post(
    '/remove',
    {
      config: model,
      schema: {
        tags,
        summary: 'Remove models (their deployed versions stay, and records go on running on them)',
        querystring: RemoveQuery,
        response: { 200: okOf(Type.Integer({ description: 'Models removed' })) },
      },
    },
    async (request) => {
      const ids = removeIds(request);
      const viewer = request.viewer;
      const removed = await app.db.transaction().execute(async (trx) => {
        const rows = await removeModels(trx, viewer.tenantId, ids);
        for (const m of rows) await audit(trx, viewer, 'model.remove', m.model_key, { id: String(m.id), name: m.name });
        return rows.length;
      });
      return ok(request, removed);
    },
  );

  app.post(
    '/deploy',
    {
      config: model,
      schema: {
        tags,
        summary: 'Deploy a model’s draft as its next, immutable version (the federation may share it to tenants)',
        body: DeployBody,
        response: { 200: okOf(DeployedVersion), 400: ModelErrorAnswer },
      },
    },
    async (request, reply) => {
      const viewer = request.viewer;
      const m = await findModel(app.db, viewer.tenantId, request.body.id);
      const tenantIds = await checkShares(app.db, viewer, request.body.tenantIds);
      const category = requireCategory(m.category);
      const errors = validateModel(m.graph, { fields: fieldNamesOf(category) });
      if (errors.length > 0) return refuseModel(request, reply, errors);
      const v = await app.db.transaction().execute(async (trx) => {
        const row = await insertVersion(trx, {
          tenantId: viewer.tenantId,
          modelKey: m.model_key,
          name: m.name,
          category: m.category,
          graph: m.graph,
          source: 'designer',
          deployedBy: { id: viewer.id, name: viewer.name },
          tenantIds,
        });
        await audit(trx, viewer, 'model.deploy', m.model_key, {
          modelId: String(m.id),
          versionId: String(row.id),
          version: row.version,
          tenantIds,
        });
        return row;
      });
      return ok(request, { id: String(v.id), modelKey: v.model_key, version: v.version });
    },
  );

  app.get(
    '/export',
    {
      config: { ...model, jobs: 'document' },
      schema: {
        tags,
        summary: 'A deployed version (versionId) or a model’s draft (id) as a BPMN 2.0 XML file',
        querystring: ExportQuery,
        produces: ['application/xml'],
        response: { 200: fileAnswer('application/xml', 'The BPMN 2.0 XML file') },
      },
    },
    async (request, reply) => {
      const { id, versionId } = request.query;
      const tenantId = request.viewer.tenantId;
      let file: { name: string; xml: string };
      if (versionId) {
        const v = await findVisibleVersion(app.db, tenantId, versionId);
        // The uploaded file as it came; a designed or seeded version written out.
        file = { name: `${v.model_key}-v${v.version}.bpmn`, xml: v.bpmn_xml ?? (await toBpmn(v.graph)) };
      } else if (id) {
        const m = await findModel(app.db, tenantId, id);
        file = { name: `${m.model_key}.bpmn`, xml: await toBpmn(m.graph) };
      } else {
        throw badRequest('versionId', 'required', 'required', { field: 'versionId' });
      }
      return reply.type('application/xml; charset=utf-8').header('content-disposition', attachment(file.name)).send(file.xml);
    },
  );

  app.post(
    '/replay-check',
    {
      config: model,
      schema: {
        tags,
        summary: 'Replay the recorded runs of the records running on the model’s versions with its draft: which would break',
        body: IdBody,
        response: { 200: okOf(ReplayCheck) },
      },
    },
    async (request) => {
      const m = await findModel(app.db, request.viewer.tenantId, request.body.id);
      return ok(request, await replayModelDraft(app, request.viewer.tenantId, m));
    },
  );
}
