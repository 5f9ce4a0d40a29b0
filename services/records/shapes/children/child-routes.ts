import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { issueSmsCode, registerRateLimits } from '../../../identity/accounts';
import { ok, okOf, okPageOf } from '../../../platform/core';
import { ChildAnswerSchema, ChildRowSchema, fileAnswer, SubmittedSchema } from '../../engine/answer-schemas';
import { Type } from '@sinclair/typebox';
import type { ModuleEntry } from '../../../../catalogue';
import { childAnswer, listChildren } from './child-queries';
import { approvedWorksSheet, childrenZip, disposition, importWorks } from './child-documents';
import { beginEntry, removeChild, submitChild, submitChosen, withdrawChild, type ChildBody } from './child-commands';
import { findChild, findEntry } from './child-records';
import {
  BeginBody,
  CallQuery,
  ChildListQuery,
  ChildRemoveBody,
  ChildSubmitBody,
  ExcelBody,
  IdOnlyQuery,
  SendCodeQuery,
  WorksPageQuery,
  WorksSubmitBody,
} from './child-schemas';

/** Codes one client may have texted to authors in an hour (each number has its own spacing too). */
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const SEND_CODE_LIMIT = { max: 20, timeWindow: '1 hour' };

const view = (entry: ModuleEntry) => ({ permission: `${entry.key}.view` });
const edit = (entry: ModuleEntry) => ({ permission: `${entry.key}.edit` });
/** A call that sends commands to the entry's or the works' flows. */
const command = (entry: ModuleEntry) => ({ ...edit(entry), command: true });
const answer = (v: { recordId: string; processInstanceId: string; state: string }) => ({
  id: v.recordId,
  processInstanceId: v.processInstanceId,
  state: v.state,
});

/**
 * The calls of a module with child records (`children`, activityworks): begin an entry, the works'
 * list and detail, a work's submit, withdrawal and removal with a reason, the batch submit of chosen
 * works, their import from Excel, the author's code, and the files and sheet of all works.
 */
export function childrenRoutes(entry: ModuleEntry) {
  return async (base: FastifyInstance): Promise<void> => {
    // Before the routes: the limiter attaches to the routes registered after it.
    if (entry.children?.confirmField) await registerRateLimits(base);
    const app = base.withTypeProvider<TypeBoxTypeProvider>();
    const tags = [entry.key];

    app.post(
      '/begin',
      {
        config: command(entry),
        schema: {
          tags,
          summary: "Open the union's entry to a works call (the works' parent)",
          body: BeginBody,
          response: { 200: okOf(SubmittedSchema) },
        },
      },
      async (request) => ok(request, await beginEntry(app, request, entry, request.body as ChildBody)),
    );

    app.get(
      '/childlist',
      {
        config: view(entry),
        schema: {
          tags,
          summary: 'The works of one entry, newest first',
          querystring: ChildListQuery,
          response: { 200: okPageOf(ChildRowSchema) },
        },
      },
      async (request) => {
        await findEntry(app, request, entry, request.query.parentId);
        return ok(request, await listChildren(app, request, entry, request.query));
      },
    );

    app.get(
      '/workspage',
      {
        config: view(entry),
        schema: {
          tags,
          summary: 'The works the caller may see, across entries (of one call: activityId)',
          querystring: WorksPageQuery,
          response: { 200: okPageOf(ChildRowSchema) },
        },
      },
      async (request) => {
        // The wire's `activityId` is the call, whatever the module's entry calls its field.
        const { activityId: callId, ...query } = request.query;
        return ok(request, await listChildren(app, request, entry, { ...query, ...(callId ? { callId } : {}) }));
      },
    );

    app.get(
      '/childdetail',
      {
        config: view(entry),
        schema: {
          tags,
          summary: 'One work with its history facts and actions',
          querystring: IdOnlyQuery,
          response: { 200: okOf(ChildAnswerSchema) },
        },
      },
      async (request) => ok(request, await childAnswer(app, request, entry, await findChild(app, request, entry, request.query.id))),
    );

    app.post(
      '/childsubmit',
      {
        config: command(entry),
        schema: {
          tags,
          summary: 'File a work into the entry (new, or a draft / returned one corrected); it stays with the union until workssubmit',
          body: ChildSubmitBody,
          response: { 200: okOf(SubmittedSchema) },
        },
      },
      async (request) => ok(request, answer(await submitChild(app, request, entry, request.body as ChildBody))),
    );

    app.post(
      '/workssubmit',
      {
        config: command(entry),
        schema: {
          tags,
          summary: 'Send the chosen works into review together (drafts submitted, returned ones resubmitted)',
          body: WorksSubmitBody,
          response: { 200: okOf(Type.Object({ submitted: Type.Array(Type.String()) })) },
        },
      },
      async (request) => {
        const { ids } = request.body;
        const list = Array.isArray(ids) ? ids : ids.split(',');
        return ok(request, { submitted: await submitChosen(app, request, entry, list) });
      },
    );

    app.get(
      '/childreback',
      {
        config: command(entry),
        schema: {
          tags,
          summary: 'Withdraw a submitted work no reviewer has touched',
          querystring: IdOnlyQuery,
          response: { 200: okOf(SubmittedSchema) },
        },
      },
      async (request) => ok(request, answer(await withdrawChild(app, request, entry, request.query.id))),
    );

    app.post(
      '/childremove',
      {
        config: command(entry),
        schema: { tags, summary: 'Remove a draft work, with a reason', body: ChildRemoveBody, response: { 200: okOf(SubmittedSchema) } },
      },
      async (request) => ok(request, answer(await removeChild(app, request, entry, request.body.id, request.body.reason))),
    );

    app.post(
      '/excel',
      {
        config: { ...command(entry), jobs: 'import' },
        schema: {
          tags,
          summary: 'Import works as drafts from a workbook uploaded to the entry',
          body: ExcelBody,
          response: { 200: okOf(Type.Object({ imported: Type.Integer(), ids: Type.Array(Type.String()) })) },
        },
      },
      async (request) => ok(request, await importWorks(app, request, entry, request.body.parentId, request.body.filepath)),
    );

    app.get(
      '/tozip',
      {
        config: { ...view(entry), jobs: 'document' },
        schema: {
          tags,
          summary: "Every work's files of one entry as one zip, streamed",
          querystring: IdOnlyQuery,
          produces: ['application/zip'],
          response: { 200: fileAnswer('application/zip', "The works' files, one folder per work") },
        },
      },
      async (request, reply) => {
        const { stream, name } = await childrenZip(app, request, entry, request.query.id);
        return reply
          .type('application/zip')
          .header('content-disposition', disposition(name))
          .header('cache-control', 'no-store')
          .send(stream);
      },
    );

    app.get(
      '/outsend',
      {
        config: { ...view(entry), jobs: 'document' },
        schema: {
          tags,
          summary: 'The approved works of one call (activityId) as an Excel sheet (for the judges)',
          querystring: CallQuery,
          response: { 200: fileAnswer(XLSX, 'The approved works, one row each') },
        },
      },
      async (request, reply) => {
        const { stream, type, name } = await approvedWorksSheet(app, request, entry, request.query.activityId);
        return reply.type(type).header('content-disposition', disposition(name)).header('cache-control', 'no-store').send(stream);
      },
    );

    if (entry.children?.confirmField) {
      app.get(
        '/sendCode',
        {
          config: { ...edit(entry), rateLimit: SEND_CODE_LIMIT },
          schema: {
            tags,
            summary: "Text the author's mobile the code that confirms a work",
            querystring: SendCodeQuery,
            response: { 200: okOf(Type.Object({ sent: Type.Boolean() })) },
          },
        },
        async (request) => {
          await issueSmsCode(app.db, {
            phone: request.query.mobile,
            purpose: 'workAuthor',
            tenantId: request.viewer.tenantId,
            userId: request.viewer.id,
            ip: request.ip,
            log: request.log,
          });
          return ok(request, { sent: true });
        },
      );
    }
  };
}
