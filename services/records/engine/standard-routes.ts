import { Type } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { callMethod, categoryOfPath, pathsOf, stepFields, type MethodCall, type ModuleEntry } from '../../../catalogue';
import { badRequest, idListPattern, ok, okOf, okPageOf, pageOf } from '../../platform/core';
import { assertOfCategory, categoryBody, registerCategoryReads } from './category-routes';
import { RecordAnswerSchema, RecordDetailSchema, RecordRowSchema, SubmittedSchema } from './answer-schemas';
import { recordAnswer, recordDetail, recordRows } from './record-answers';
import { cancel, removeDrafts, resubmit, saveOrSubmit, withdraw, type StepTarget } from './record-commands';
import { findVisibleRecord, listRecords } from './record-queries';
import { reserveId } from './id-reservations';
import { recordByIdOrNewest } from './newest-record';
import {
  CancelQuery,
  IdQuery,
  IdOrCampaignQuery,
  OptionalIdQuery,
  IdString,
  recordPageQuery,
  RemoveParams,
  ResubmitQuery,
  WithdrawQuery,
  documentedBody,
  formBodyDoc,
  formBodySchema,
} from './schemas';

const IDS = new RegExp(idListPattern(100));

/** True when the entry declares `call` among the extra calls a shape's folder serves. */
const servedByShape = (entry: ModuleEntry, call: string) =>
  (entry.extraCalls ?? []).some((c) => c.servedBy !== undefined && c.path.endsWith(`/${call}`));

/** `ids` or `id` of a JSON body, checked like the query's. */
function idsFromBody(body: unknown): string {
  if (!body || typeof body !== 'object') return '';
  const { ids, id } = body as { ids?: unknown; id?: unknown };
  const value = Array.isArray(ids) ? ids.join(',') : (ids ?? id);
  if (value === undefined) return '';
  if (typeof value !== 'string' || !IDS.test(value)) throw badRequest('ids', 'pattern', 'field');
  return value;
}

/**
 * The standard calls of one module (page, detail, getid, save, submit, resubmit, remove, rebackFlow,
 * removeFlow), each registered only where the module serves it, under its own name and aliases, and
 * not where a shape on for the module serves it itself (`taken`: saveSubmits' save, a register's remove, a register
 * sheet's detail).
 */
export function registerStandardCalls(fastify: FastifyInstance, entry: ModuleEntry, taken: ReadonlySet<string> = new Set()): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const tags = [entry.key];
  // A stepped module's standard form calls act on the step whose own calls carry those names (setup2's application).
  const stepOf = (use: 'save' | 'submit' | 'resubmit'): StepTarget | undefined => {
    const step = entry.steps?.find((s) => s.calls[use] === use);
    return step ? { key: step.key } : undefined;
  };
  const formCall = (use: 'save' | 'submit' | 'resubmit') => !entry.steps?.length || stepOf(use) !== undefined;
  const view = { permission: `${entry.key}.view` };
  const edit = { permission: `${entry.key}.edit` };
  const command = { ...edit, command: true };
  const answer = async (request: Parameters<typeof recordAnswer>[1], id: string) =>
    ok(request, await recordAnswer(app, request, entry, await findVisibleRecord(app.db, request.viewer, { id }, entry.key)));
  // The form of the standard save / submit: the fields of the step those names act on, or all of them.
  const formFields = (use: 'save' | 'submit' | 'resubmit') => {
    const step = entry.steps?.find((s) => s.calls[use] === use);
    return step ? stepFields(entry, step.fields) : entry.fields;
  };
  // The calls without a form under the method the entry names (field2's GET remove), their own otherwise.
  const routeOf = (call: MethodCall) => (callMethod(entry, call) === 'GET' ? app.get.bind(app) : app.post.bind(app));
  const Answer = okOf(RecordAnswerSchema);
  const Submitted = okOf(SubmittedSchema);

  // The reads and getid serve every module, as the uploads and previews do: the console's list,
  // form and detail pages need them even where the spec names none (organ1Detail, organ4); the page
  // also under the spec's other names for it (recommendCapital1's `list`).
  for (const path of ['page', ...(entry.aliases?.page ?? [])]) {
    app.get(
      `/${path}`,
      {
        config: view,
        schema: {
          tags,
          summary: `${entry.title.en}: one page of records`,
          querystring: recordPageQuery(entry),
          response: { 200: okPageOf(RecordRowSchema) },
        },
      },
      async (request) => {
        const q = request.query;
        const subject = entry.subject ? (q as Record<string, string | undefined>)[entry.subject.param] : undefined;
        const { records, total } = await listRecords(app.db, request.viewer, entry, { ...q, subject });
        return ok(request, pageOf(await recordRows(app, request, entry, records), total, q));
      },
    );
  }

  registerCategoryReads(app, entry);

  // A shape that adds to the detail serves it itself (the roll-up's summary: the records it gathers).
  if (!servedByShape(entry, 'detail') && !taken.has('detail')) {
    const newest = entry.newestWithoutId === true;
    // A union's record of a campaign is also read by the campaign (finance6 `detail?surveyId`).
    const campaignField = entry.sendOut?.campaignField;
    const summary = campaignField
      ? "One record (by id, or the caller union's record of the campaign)"
      : newest
        ? "One record (by id, or the caller union's newest)"
        : 'One record';
    app.get(
      '/detail',
      {
        config: view,
        schema: {
          tags,
          summary,
          querystring: campaignField ? IdOrCampaignQuery(campaignField) : newest ? OptionalIdQuery : IdQuery,
          response: { 200: okOf(RecordDetailSchema) },
        },
      },
      async (request) => {
        const query = request.query as Record<string, string | undefined>;
        const row = await recordByIdOrNewest(app.db, request.viewer, entry, query.id, campaignField && query[campaignField]);
        return ok(request, await recordDetail(app, request, entry, row));
      },
    );
  }

  {
    app.get(
      '/getid',
      {
        config: edit,
        schema: { tags, summary: 'Reserve a new record id', response: { 200: okOf(IdString) } },
      },
      async (request) => ok(request, await reserveId(app.db, request.viewer, entry.key)),
    );
  }

  const savePaths = [...(taken.has('save') ? [] : pathsOf(entry, 'save')), ...pathsOf(entry, 'savedraft'), ...pathsOf(entry, 'saveDraft')];
  for (const path of formCall('save') ? savePaths : []) {
    app.post(
      `/${path}`,
      {
        config: { ...command, ...documentedBody(formBodyDoc(entry, formFields('save'), { withTask: false, submit: false })) },
        schema: { tags, summary: 'Create or update the draft', body: formBodySchema(entry, false), response: { 200: Answer } },
      },
      async (request) => {
        const view = await saveOrSubmit(app, request, entry, request.body, 'draft', stepOf('save'));
        return answer(request, view.recordId);
      },
    );
  }

  // A category's own submit and resubmit (honor1's submitTeam) take a form of that category only.
  const categoryOf = (path: string) => categoryOfPath(entry, path);
  const docOf = (path: string, use: 'submit' | 'resubmit') => {
    const example = categoryOf(path)?.example;
    return documentedBody(
      formBodyDoc(entry, formFields(use), { withTask: use === 'resubmit', submit: true, ...(example ? { example } : {}) }),
    );
  };
  const bodyOf = <B extends Record<string, unknown>>(path: string, body: B): B => {
    const category = categoryOf(path);
    return category ? (categoryBody(entry, category, body) as B) : body;
  };

  for (const path of formCall('submit') ? pathsOf(entry, 'submit') : []) {
    app.post(
      `/${path}`,
      {
        config: { ...command, ...docOf(path, 'submit') },
        schema: { tags, summary: 'Send into review', body: formBodySchema(entry, false), response: { 200: Submitted } },
      },
      async (request) => {
        const view = await saveOrSubmit(app, request, entry, bodyOf(path, request.body), 'submit', stepOf('submit'));
        return ok(request, { id: view.recordId, processInstanceId: view.processInstanceId, state: view.state });
      },
    );
  }

  for (const path of formCall('resubmit') ? [...pathsOf(entry, 'update'), ...pathsOf(entry, 'resubmit')] : []) {
    app.post(
      `/${path}`,
      {
        config: { ...command, ...docOf(path, 'resubmit') },
        schema: {
          tags,
          summary: 'Resend after a return (taskId in the body or the query)',
          querystring: ResubmitQuery,
          body: formBodySchema(entry, true),
          response: { 200: Submitted },
        },
      },
      async (request) => {
        const { taskId } = request.query;
        const category = categoryOf(path);
        if (category && request.body.id)
          assertOfCategory(entry, category, await findVisibleRecord(app.db, request.viewer, { id: request.body.id }, entry.key));
        const view = await resubmit(app, request, entry, bodyOf(path, request.body), taskId, stepOf('resubmit'));
        return ok(request, { id: view.recordId, processInstanceId: view.processInstanceId, state: view.state });
      },
    );
  }

  for (const path of taken.has('remove') ? [] : pathsOf(entry, 'remove')) {
    routeOf('remove')(
      `/${path}`,
      {
        config: command,
        schema: {
          tags,
          summary: 'Delete drafts (ids in the query or a JSON body)',
          querystring: RemoveParams,
          response: { 200: okOf(Type.Integer({ description: 'How many drafts were removed' })) },
        },
      },
      async (request) => {
        const query = request.query;
        const raw = query.ids ?? query.id ?? idsFromBody(request.body);
        const ids = raw.split(',').filter(Boolean);
        return ok(request, await removeDrafts(app, request, entry, ids));
      },
    );
  }

  // The spec spells withdraw both ways.
  for (const path of pathsOf(entry, 'rebackFlow').flatMap((p) => (p === 'rebackFlow' ? [p, 'reBackFlow'] : [p]))) {
    routeOf('rebackFlow')(
      `/${path}`,
      { config: command, schema: { tags, summary: 'Withdraw: back to draft', querystring: WithdrawQuery, response: { 200: Answer } } },
      async (request) => {
        const { processInstanceId } = request.query;
        const view = await withdraw(app, request, entry, processInstanceId);
        return answer(request, view.recordId);
      },
    );
  }

  for (const path of pathsOf(entry, 'removeFlow')) {
    routeOf('removeFlow')(
      `/${path}`,
      {
        config: command,
        schema: { tags, summary: 'Cancel the flow for good (reason required)', querystring: CancelQuery, response: { 200: Answer } },
      },
      async (request) => {
        const view = await cancel(app, request, entry, request.query);
        return answer(request, view.recordId);
      },
    );
  }
}
