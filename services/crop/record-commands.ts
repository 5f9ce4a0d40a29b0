import type { FastifyInstance, FastifyRequest } from 'fastify';
import { stateName, type ModuleEntry, type RecordState } from '../../catalogue';
import { newId, type RecordRow } from '../../db';
import { cancelUpdate, removeUpdate, resubmitUpdate, saveUpdate, submitUpdate, withdrawUpdate } from '../../workflows';
import { ConflictError, badRequest, forbidden, langOf, notFound } from '../core';
import { actorOf, lifecycleInput, repeatedAnswer, sendToFlow, startFlowWith, type CommandContext } from './flow-commands';
import { checkedForm, type FormBody } from './form-input';
import { bindingOf } from './idempotency';
import { assertReviewersExist, pinnedPlan, planOf, withFallbackReviewers } from './reviewers';
import { findVisibleRecord } from './record-queries';
import { isApplicantOf } from './visibility';

const FINISHED = new Set(['approved', 'cancelled', 'expired']);

export function commandContext(app: FastifyInstance, request: FastifyRequest): CommandContext {
  const idempotency = bindingOf(request);
  return {
    temporal: app.temporal,
    db: app.db,
    taskQueue: app.config.taskQueue,
    lang: langOf(request),
    ...(idempotency ? { idempotency } : {}),
  };
}

/** A finished flow answers 409 without asking Temporal; the applicant check answers 403. */
function assertApplicantMayAct(request: FastifyRequest, record: RecordRow): void {
  if (!isApplicantOf(request.viewer, record)) throw forbidden('notApplicant');
  if (FINISHED.has(record.state)) throw new ConflictError(record.state, stateName(record.state as RecordState, langOf(request)));
}

/** The existing record with this id, or null when the id is one the viewer reserved with `getid`. */
async function existingOrReserved(
  app: FastifyInstance,
  request: FastifyRequest,
  entry: ModuleEntry,
  id: string,
): Promise<RecordRow | null> {
  const viewer = request.viewer;
  const record = await app.db
    .selectFrom('record')
    .selectAll()
    .where('tenant_id', '=', viewer.tenantId)
    .where('id', '=', id)
    .where('module', '=', entry.key)
    .executeTakeFirst();
  if (record) return findVisibleRecord(app.db, viewer, { id }, entry.key);
  const reserved = await app.db
    .selectFrom('id_reservation')
    .select('id')
    .where('id', '=', id)
    .where('tenant_id', '=', viewer.tenantId)
    .where('module', '=', entry.key)
    .where('user_id', '=', viewer.id)
    .executeTakeFirst();
  if (!reserved) throw notFound();
  return null;
}

/** save / savedraft / saveDraft and submit: create or update the draft, and for submit send it into review. */
export async function saveOrSubmit(
  app: FastifyInstance,
  request: FastifyRequest,
  entry: ModuleEntry,
  body: FormBody,
  mode: 'draft' | 'submit',
) {
  const viewer = request.viewer;
  const id = body.id ?? newId();
  const existing = body.id ? await existingOrReserved(app, request, entry, body.id) : null;
  if (existing) assertApplicantMayAct(request, existing);
  else if (!entry.starters.includes(viewer.ident as 'corp' | 'launion')) throw forbidden();
  const { form, title } = await checkedForm(app.db, entry, viewer.tenantId, id, body, mode, langOf(request));
  const update = mode === 'draft' ? saveUpdate : submitUpdate;
  const ctx = commandContext(app, request);
  const args = [{ form, title }, actorOf(viewer)] as const;
  if (existing) {
    if (mode === 'submit' && existing.state === 'draft') await assertPinnedReviewers(app, request, entry, existing);
    return sendToFlow(ctx, existing.process_instance_id, update, [...args]);
  }
  const input = await withFallbackReviewers(app.db, lifecycleInput(entry, viewer, id, app.draftTtlMs));
  if (mode === 'submit') await assertReviewersExist(app.db, planOf(input), entry.flowModel, langOf(request));
  return startFlowWith(ctx, input, update, [...args]);
}

/** A submission of an existing flow goes to the reviewers it pinned: refused when none of them can act. */
async function assertPinnedReviewers(app: FastifyInstance, request: FastifyRequest, entry: ModuleEntry, record: RecordRow) {
  const plan = await pinnedPlan(app.db, request.viewer.tenantId, record.process_instance_id);
  if (plan) await assertReviewersExist(app.db, plan, entry.flowModel, langOf(request));
}

/** update / resubmit: resend a returned record, optionally naming the task that returned it. */
export async function resubmit(app: FastifyInstance, request: FastifyRequest, entry: ModuleEntry, body: FormBody) {
  if (!body.id) throw badRequest('id', 'required', 'required', { field: 'id' });
  const record = await findVisibleRecord(app.db, request.viewer, { id: body.id }, entry.key);
  assertApplicantMayAct(request, record);
  const { form, title } = await checkedForm(app.db, entry, request.viewer.tenantId, record.id, body, 'submit', langOf(request));
  if (record.state === 'returned') await assertPinnedReviewers(app, request, entry, record);
  return sendToFlow(commandContext(app, request), record.process_instance_id, resubmitUpdate, [
    { form, title, taskId: body.taskId ? String(body.taskId) : null },
    actorOf(request.viewer),
  ]);
}

/** remove: delete drafts. Every id is checked first; one that may not be removed changes nothing. */
export async function removeDrafts(app: FastifyInstance, request: FastifyRequest, entry: ModuleEntry, ids: string[]) {
  if (ids.length === 0) throw badRequest('ids', 'required', 'required', { field: 'ids' });
  const records = [];
  for (const id of new Set(ids)) {
    const record = await findVisibleRecord(app.db, request.viewer, { id }, entry.key);
    assertApplicantMayAct(request, record);
    if (record.state !== 'draft') throw new ConflictError(record.state, stateName(record.state as RecordState, langOf(request)));
    records.push(record);
  }
  for (const record of records) {
    await sendToFlow(commandContext(app, request), record.process_instance_id, removeUpdate, [actorOf(request.viewer)]);
  }
  return records.length;
}

/** rebackFlow: the applicant withdraws a submission no reviewer has touched. */
export async function withdraw(app: FastifyInstance, request: FastifyRequest, entry: ModuleEntry, processInstanceId: string) {
  const record = await findVisibleRecord(app.db, request.viewer, { processInstanceId }, entry.key);
  const ctx = commandContext(app, request);
  const repeat = await repeatedAnswer(ctx, record.process_instance_id);
  if (repeat) return repeat;
  assertApplicantMayAct(request, record);
  return sendToFlow(ctx, record.process_instance_id, withdrawUpdate, [actorOf(request.viewer)]);
}

/** removeFlow: cancel the flow for good, with a reason. */
export async function cancel(
  app: FastifyInstance,
  request: FastifyRequest,
  entry: ModuleEntry,
  q: { id?: string; processInstanceId: string; reason?: string },
) {
  if (!q.reason?.trim()) throw badRequest('reason', 'required', 'reasonRequired');
  const record = await findVisibleRecord(app.db, request.viewer, { processInstanceId: q.processInstanceId }, entry.key);
  if (q.id && q.id !== String(record.id)) throw notFound();
  const ctx = commandContext(app, request);
  // An exact repeat answers what the first request did, even once the flow has ended.
  const repeat = await repeatedAnswer(ctx, record.process_instance_id);
  if (repeat) return repeat;
  assertApplicantMayAct(request, record);
  return sendToFlow(ctx, record.process_instance_id, cancelUpdate, [{ reason: q.reason }, actorOf(request.viewer)]);
}
