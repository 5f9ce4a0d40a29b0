import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  resolveStep,
  stateName,
  stepFields,
  type FieldError,
  type LifecycleAction,
  type ModuleEntry,
  type ResolvedStep,
  type StarterIdent,
} from '../../../catalogue';
import { newId, type RecordRow } from '../../../db';
import {
  cancelUpdate,
  removeUpdate,
  resubmitUpdate,
  reviseUpdate,
  revokeUpdate,
  saveUpdate,
  submitUpdate,
  withdrawUpdate,
  type FlowView,
} from '../../../workflows';
import { AppError, ConflictError, InvalidInputError, badRequest, forbidden, langOf, notFound } from '../../platform/core';
import { actorOf, repeatedAnswer, sendToFlow, startFlowWith, type CommandContext } from './flow-commands';
import { checkedForm, type FormBody } from './form-input';
import { bindingOf, storedResults } from './idempotency';
import { assertReviewersExist, pinnedPlan, planOf, withFormCandidates } from './reviewers';
import { startInput } from './start-input';
import { formPartsOf } from './form-parts';
import { checkedWithPrefill, fillFromUnion } from './prefill';
import { fillServerFilled } from './server-filled';
import { fillFromSubject } from './subject-values';
import { rowFacts, verdictOn } from './record-actions';
import { recordStateName } from './record-view';
import { findVisibleRecord } from './record-queries';
import { withGuards } from './submit-holds';
import { isApplicantOf } from './visibility';
import { isReservedBy } from './id-reservations';

/**
 * The command context of a request. `part` names one of several records a single request makes (an
 * import's row): each part binds the request's key on its own, so a repeat answers each part as it
 * answered it, and one part's answer never stands for another's.
 */
export function commandContext(app: FastifyInstance, request: FastifyRequest, part?: string): CommandContext {
  const binding = bindingOf(request);
  const idempotency = binding && part !== undefined ? { ...binding, key: `${binding.key}#${part}` } : binding;
  return {
    temporal: app.temporal,
    db: app.db,
    taskQueue: app.config.taskQueue,
    lang: langOf(request),
    ...(idempotency ? { idempotency } : {}),
  };
}

/**
 * What an exact repeat of this request gets: the answer the first one stored for the flow, even once
 * the record has moved on (approved, its state no longer allows the command). Looked up without
 * binding the key, so a request refused by the checks after it binds none.
 */
async function storedAnswer(ctx: CommandContext, processInstanceId: string): Promise<FlowView | undefined> {
  const done = ctx.idempotency ? (await storedResults(ctx.db, ctx.idempotency))[processInstanceId] : undefined;
  return typeof done === 'object' ? done : undefined;
}

/** The 409 of a command the record's state does not allow. */
function stateConflict(request: FastifyRequest, record: RecordRow): ConflictError {
  return new ConflictError(record.state, recordStateName(record, langOf(request)));
}

/**
 * The applicant check answers 403, a closed record 409 (the record's facts), without asking Temporal;
 * whatever else the table says is decided by the workflow, after an idempotent repeat had its stored
 * answer. A published notice (`publishOnly`) is not closed: its publisher may still revise or revoke it.
 */
export function assertApplicantMayAct(request: FastifyRequest, entry: ModuleEntry, record: RecordRow): void {
  if (!isApplicantOf(request.viewer, record)) throw forbidden('notApplicant');
  if (rowFacts(request.viewer, entry, record).closed) throw stateConflict(request, record);
}

/** True when the table lets the viewer take `action` on the record now (a new record: none of the record's own). */
function mayNow(request: FastifyRequest, entry: ModuleEntry, record: RecordRow | null, action: LifecycleAction): boolean {
  return record !== null && rowFacts(request.viewer, entry, record).may.has(action);
}

/** The existing record with this id, or null when the id is one the viewer reserved with `getid`. */
async function existingOrReserved(
  app: FastifyInstance,
  request: FastifyRequest,
  entry: ModuleEntry,
  id: string,
): Promise<RecordRow | null> {
  const viewer = request.viewer;
  // The record the viewer sees first: a draft's next command reads one row, not two.
  const visible = await findVisibleRecord(app.db, viewer, { id }, entry.key).catch((err: unknown) => {
    if (err instanceof AppError && err.status === 404) return null;
    throw err;
  });
  if (visible) return visible;
  const record = await app.db
    .selectFrom('record')
    .select('id')
    .where('tenant_id', '=', viewer.tenantId)
    .where('id', '=', id)
    .where('module', '=', entry.key)
    .executeTakeFirst();
  // Another's record (or a removed one) is not found, even under an id the viewer reserved.
  if (record || !(await isReservedBy(app.db, viewer, entry.key, id))) throw notFound();
  return null;
}

/**
 * The step a stepped command is for, checked against the record: the record must be at that step
 * (and, for a step with variants, have chosen that variant), else 409 and nothing changes.
 */
function stepOfCommand(
  request: FastifyRequest,
  entry: ModuleEntry,
  record: RecordRow | null,
  step: StepTarget | undefined,
): ResolvedStep | null {
  if (!step) return null;
  const at = record ? resolveStep(entry, record.step, record.form) : resolveStep(entry, entry.steps![0]!.key, {});
  if (!at || at.key !== step.key || (step.variant !== undefined && at.variant !== step.variant)) {
    const state = record?.state ?? 'draft';
    throw new ConflictError(state, stateName(state, langOf(request)), 'stepMismatch');
  }
  return at;
}

/** What a form is checked for: the record, the mode and, for a stepped record, its open step and what earlier steps left. */
interface FormCheck {
  db: FastifyInstance['db'];
  entry: ModuleEntry;
  tenantId: string;
  recordId: string;
  mode: 'draft' | 'submit';
  lang: ReturnType<typeof langOf>;
  step: ResolvedStep | null;
  earlier: Record<string, unknown> | undefined;
  /** The applicant union's path in the organisation tree (a roll-up checks what it gathers is below it). */
  unionPath: string;
  /** The applicant union: its data fills the read-only prefilled fields. */
  unionId: string;
  /** The account sending the form. */
  userId: string;
  /** The questionnaire answers as their shape checked them, for conditions naming `answers.<id>`. */
  answers?: Record<string, unknown>;
}

/**
 * The form a command stores, its read-only prefilled fields (of the open step) taken from the
 * subject it is filed about (`fillFromSubject`), the union's approved source records
 * (`fillServerFilled`) and the applicant union's data first (`fillFromUnion`), then checked as
 * `checkedPartsForm` says.
 */
async function checkedStepForm(c: FormCheck, body: FormBody) {
  const fields = c.step ? stepFields(c.entry, c.step.fields) : c.entry.fields;
  const where = { tenantId: c.tenantId, unionId: c.unionId };
  const fromSubject = await fillFromSubject(c.db, where, c.entry, fields, body, c.lang);
  const filled = await fillFromUnion(
    c.db,
    where,
    fields,
    await fillServerFilled(c.db, where, fields, fromSubject, c.mode, c.recordId),
    c.mode,
    c.lang,
  );
  return checkedWithPrefill(filled, (b) => checkedPartsForm(c, b));
}

/**
 * The form a command stores: the entry's fields (and a step's, see `checkedFieldsForm`) checked by
 * the catalogue, and the parts a shape adds (a questionnaire's answers) checked by that shape; every
 * broken rule of both in one 400.
 */
async function checkedPartsForm(c: FormCheck, body: FormBody) {
  const { db, entry, tenantId, mode, lang, unionPath, recordId, userId } = c;
  const parts = formPartsOf(entry);
  if (parts.length === 0) return checkedFieldsForm(c, body);
  const taken = new Set(parts.flatMap((p) => p.keys));
  const fields = Object.fromEntries(Object.entries(body).filter(([k]) => !taken.has(k))) as FormBody;
  const errors: FieldError[] = [];
  const values: Record<string, unknown> = {};
  for (const part of parts) {
    const own = Object.fromEntries(part.keys.map((k) => [k, body[k]]));
    const checked = await part.check(db, tenantId, entry, own, mode, lang, { unionPath, body, recordId, userId });
    errors.push(...checked.errors);
    Object.assign(values, checked.value);
  }
  let checkedFields: Awaited<ReturnType<typeof checkedFieldsForm>> | undefined;
  try {
    const answers = values.answers as Record<string, unknown> | undefined;
    checkedFields = await checkedFieldsForm(answers ? { ...c, answers } : c, fields);
  } catch (err) {
    if (!(err instanceof InvalidInputError)) throw err;
    errors.unshift(...err.errors);
  }
  if (errors.length > 0 || !checkedFields) throw new InvalidInputError(errors);
  return { form: { ...checkedFields.form, ...values } as typeof checkedFields.form, title: checkedFields.title };
}

/**
 * The form of the entry's fields: for a stepped record the step's own fields are checked and merged
 * into what the earlier steps left (an approved step's fields stay as they were approved).
 */
async function checkedFieldsForm(c: FormCheck, body: FormBody) {
  const { db, entry, tenantId, recordId, mode, lang, step, earlier, unionId, answers } = c;
  if (!step) return checkedForm(db, entry, tenantId, recordId, body, mode, lang, unionId, answers);
  const own = stepFields(entry, step.fields);
  // Rules naming a field of an earlier step (requiredWhen unionKind, the approved shortlist the
  // results name) read its stored value, unchecked: what the body sends for it is not looked at,
  // so a step cannot pass by restating an earlier step otherwise than it was approved.
  const named = new Set(own.flatMap((f) => f.rules.flatMap((r) => ('field' in r ? [r.field] : []))));
  const context = entry.fields.filter((f) => named.has(f.name) && !step.fields.includes(f.name)).map((f) => ({ ...f, rules: [] }));
  const scoped: ModuleEntry = { ...entry, fields: [...own, ...context] };
  const earlierValues = Object.fromEntries(context.map((f) => [f.name, earlier?.[f.name] ?? null]));
  const { form } = await checkedForm(db, scoped, tenantId, recordId, { ...body, ...earlierValues }, mode, lang, unionId, answers);
  const stepValues = Object.fromEntries(own.map((f) => [f.name, form[f.name] ?? null]));
  const merged = { ...(earlier ?? {}), ...stepValues } as typeof form;
  const titleValue = merged[entry.titleField];
  return { form: merged, title: typeof titleValue === 'string' && titleValue ? titleValue : entry.title.zh };
}

/** Which step (and variant) a stepped call is for; absent for the standard calls. */
export interface StepTarget {
  key: string;
  variant?: string;
}

/** save / savedraft / saveDraft and submit: create or update the draft, and for submit send it into review. */
export async function saveOrSubmit(
  app: FastifyInstance,
  request: FastifyRequest,
  entry: ModuleEntry,
  body: FormBody,
  mode: 'draft' | 'submit',
  target?: StepTarget,
) {
  const viewer = request.viewer;
  const id = body.id ?? newId();
  const existing = body.id ? await existingOrReserved(app, request, entry, body.id) : null;
  const ctx = commandContext(app, request);
  if (existing) {
    const repeat = await storedAnswer(ctx, existing.process_instance_id);
    if (repeat) return repeat;
    assertApplicantMayAct(request, entry, existing);
  } else if (!entry.starters.includes(viewer.ident as StarterIdent)) throw forbidden();
  const step = stepOfCommand(request, entry, existing, target);
  const { form, title } = await checkedStepForm(
    {
      db: app.db,
      entry,
      tenantId: viewer.tenantId,
      recordId: id,
      mode,
      lang: langOf(request),
      step,
      earlier: existing?.form,
      unionPath: viewer.unionPath,
      unionId: existing ? String(existing.union_id) : viewer.unionId,
      userId: viewer.id,
    },
    body,
  );
  // A submit of a published notice is its revision: republished with the new content (a draft save is refused by the table).
  const update = mode === 'draft' ? saveUpdate : mayNow(request, entry, existing, 'revise') ? reviseUpdate : submitUpdate;
  const args = [{ form, title, ...(step ? { step: step.key } : {}) }, actorOf(viewer)] as const;
  const send = async () => {
    if (existing) {
      // A submission (not a revision) goes to the reviewers its flow pinned.
      if (mode === 'submit' && mayNow(request, entry, existing, 'submit')) await assertPinnedReviewers(app, request, entry, existing, form);
      return sendToFlow(ctx, existing.process_instance_id, update, [...args]);
    }
    const input = await startInput(app.db, entry, viewer, id, app.draftTtlMs, app.hourMs);
    if (mode === 'submit')
      await assertReviewersExist(app.db, withFormCandidates(planOf(input), form), entry.flowModel, langOf(request), form);
    return startFlowWith(ctx, input, update, [...args]);
  };
  // The shapes' guards run around the command (a period held for the record, a roll-up's quota): each may refuse it first.
  const unionId = existing ? String(existing.union_id) : viewer.unionId;
  return withGuards(mode === 'draft' ? 'save' : 'submit', ctx, entry, { viewer, recordId: id, unionId, form }, send);
}

/** A submission of an existing flow goes to the reviewers it pinned: refused when none of them can act. */
async function assertPinnedReviewers(
  app: FastifyInstance,
  request: FastifyRequest,
  entry: ModuleEntry,
  record: RecordRow,
  form: Readonly<Record<string, unknown>>,
) {
  const plan = await pinnedPlan(app.db, request.viewer.tenantId, record.process_instance_id);
  if (plan) await assertReviewersExist(app.db, withFormCandidates(plan, form), entry.flowModel, langOf(request), form);
}

/**
 * update / resubmit: resend a returned record, optionally naming the task that returned it (in the
 * body or the query: the spec sends both ways).
 */
export async function resubmit(
  app: FastifyInstance,
  request: FastifyRequest,
  entry: ModuleEntry,
  body: FormBody,
  queryTaskId?: string,
  target?: StepTarget,
) {
  if (!body.id) throw badRequest('id', 'required', 'required', { field: 'id' });
  const record = await findVisibleRecord(app.db, request.viewer, { id: body.id }, entry.key);
  const ctx = commandContext(app, request);
  const repeat = await storedAnswer(ctx, record.process_instance_id);
  if (repeat) return repeat;
  assertApplicantMayAct(request, entry, record);
  const step = stepOfCommand(request, entry, record, target);
  const lang = langOf(request);
  const { form, title } = await checkedStepForm(
    {
      db: app.db,
      entry,
      tenantId: request.viewer.tenantId,
      recordId: record.id,
      mode: 'submit',
      lang,
      step,
      earlier: record.form,
      unionPath: request.viewer.unionPath,
      unionId: String(record.union_id),
      userId: request.viewer.id,
    },
    body,
  );
  if (mayNow(request, entry, record, 'resubmit')) await assertPinnedReviewers(app, request, entry, record, form);
  const taskId = body.taskId ?? queryTaskId;
  const held = { viewer: request.viewer, recordId: String(record.id), unionId: String(record.union_id), form };
  return withGuards('resubmit', ctx, entry, held, () =>
    sendToFlow(ctx, record.process_instance_id, resubmitUpdate, [
      { form, title, taskId: taskId ? String(taskId) : null, ...(step ? { step: step.key } : {}) },
      actorOf(request.viewer),
    ]),
  );
}

/** remove: delete drafts. Every id is checked first; one that may not be removed changes nothing. */
export async function removeDrafts(app: FastifyInstance, request: FastifyRequest, entry: ModuleEntry, ids: string[]) {
  if (ids.length === 0) throw badRequest('ids', 'required', 'required', { field: 'ids' });
  const records = [];
  for (const id of new Set(ids)) {
    const record = await findVisibleRecord(app.db, request.viewer, { id }, entry.key);
    assertApplicantMayAct(request, entry, record);
    // Every id is checked on the table first: one that may not be removed changes nothing.
    const ruling = await verdictOn(app.db, request.viewer, entry, record, 'remove');
    if (!ruling.ok)
      throw ruling.why === 'nothingApproved'
        ? new ConflictError(record.state, stateName(record.state, langOf(request)), 'stepApproved')
        : stateConflict(request, record);
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
  assertApplicantMayAct(request, entry, record);
  return sendToFlow(ctx, record.process_instance_id, withdrawUpdate, [actorOf(request.viewer)]);
}

/** removeFlow: cancel the flow for good, with a reason; on a published notice, revoke it (撤回). */
export async function cancel(
  app: FastifyInstance,
  request: FastifyRequest,
  entry: ModuleEntry,
  q: { id?: string; processInstanceId: string; reason?: string },
) {
  if (!q.reason?.trim()) throw badRequest('reason', 'required', 'reasonRequired');
  const record = await findVisibleRecord(app.db, request.viewer, { processInstanceId: q.processInstanceId }, entry.key);
  if (q.id && q.id !== String(record.id)) throw notFound();
  return endFlow(app, request, entry, record, mayNow(request, entry, record, 'revoke') ? revokeUpdate : cancelUpdate, q.reason);
}

/**
 * `revoke` (the `publishOnly` shape's call): the publisher withdraws a published notice for good,
 * with a reason. The shape's route is handed this function, so the shape, whose reach this engine's
 * visibility reads, imports no command code (that import made the one circle in services/).
 */
export async function revoke(app: FastifyInstance, request: FastifyRequest, entry: ModuleEntry, body: { id: string; reason: string }) {
  if (!body.reason.trim()) throw badRequest('reason', 'required', 'revokeReasonRequired');
  const record = await findVisibleRecord(app.db, request.viewer, { id: body.id }, entry.key);
  return endFlow(app, request, entry, record, revokeUpdate, body.reason);
}

/** Ends the record's flow with a reason (cancel or revoke), after its applicant's right to act. */
async function endFlow(
  app: FastifyInstance,
  request: FastifyRequest,
  entry: ModuleEntry,
  record: RecordRow,
  update: typeof cancelUpdate | typeof revokeUpdate,
  reason: string,
) {
  const ctx = commandContext(app, request);
  // An exact repeat answers what the first request did, even once the flow has ended.
  const repeat = await repeatedAnswer(ctx, record.process_instance_id);
  if (repeat) return repeat;
  assertApplicantMayAct(request, entry, record);
  return sendToFlow(ctx, record.process_instance_id, update, [{ reason }, actorOf(request.viewer)]);
}
