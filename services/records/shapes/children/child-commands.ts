import type { FastifyInstance, FastifyRequest } from 'fastify';
import { childEntryOf, givenUpStates, stateName, type FieldError, type ModuleEntry } from '../../../../catalogue';
import { newId, type RecordRow } from '../../../../db';
import {
  addChildUpdate,
  removeWithReasonUpdate,
  resubmitUpdate,
  saveUpdate,
  submitUpdate,
  withdrawUpdate,
  type FlowView,
} from '../../../../workflows';
import { checkSmsCode } from '../../../identity/accounts';
import { AppError, ConflictError, InvalidInputError, badRequest, forbidden, langOf, type MessageKey } from '../../../platform/core';
import { actorOf, processInstanceIdOf, sendToFlow, startedUnderKey } from '../../engine/flow-commands';
import { checkedForm, type FormBody } from '../../engine/form-input';
import { checkedWithPrefill, fillFromUnion } from '../../engine/prefill';
import { commandContext, saveOrSubmit } from '../../engine/record-commands';
import { verdictOn } from '../../engine/record-actions';
import { assertReviewersExist, pinnedPlan, withFormCandidates } from '../../engine/reviewers';
import { startInput } from '../../engine/start-input';
import { isApplicantOf } from '../../engine/visibility';
import { callIdOf, entryOfCall } from './child-call';
import { findChild, findEntry, isReservedByViewer, recordExists } from './child-records';

/** The keys of a child's body beside its form's fields. */
export interface ChildBody extends FormBody {
  parentId?: string;
  smsCode?: string;
}

function conflict(request: FastifyRequest, row: RecordRow, key?: MessageKey): ConflictError {
  return new ConflictError(row.state, stateName(row.state, langOf(request)), key);
}

/** Only the applicant union acts on its entry and works. */
function assertApplicant(request: FastifyRequest, row: RecordRow): void {
  if (!isApplicantOf(request.viewer, row)) throw forbidden('notApplicant');
}

function formOf(body: ChildBody): FormBody {
  const { parentId: _p, smsCode: _s, ...form } = body;
  return form;
}

/**
 * The child's confirmation code (`confirmField`, the author's mobile), asked on its own submit when
 * the number is new to the work or changed; used up when it matches.
 */
async function assertConfirmed(
  app: FastifyInstance,
  entry: ModuleEntry,
  body: ChildBody,
  form: Record<string, unknown>,
  stored?: RecordRow,
) {
  const field = entry.children?.confirmField;
  if (!field) return;
  const phone = String(form[field] ?? '');
  const before = (stored?.form as Record<string, unknown> | undefined)?.[field];
  if (stored && before === phone) return;
  if (!body.smsCode) throw badRequest('smsCode', 'required', 'required', { field: 'smsCode' });
  await checkSmsCode(app.db, { purpose: 'workAuthor', phone, code: body.smsCode, consume: true }).catch((err: unknown) => {
    // The code is the body's `smsCode`, whatever the SMS check calls it.
    if (err instanceof InvalidInputError || (err instanceof Error && 'statusCode' in err)) {
      throw badRequest('smsCode', 'smsCode', 'smsCodeWrong');
    }
    throw err;
  });
}

/**
 * A new child under an entry: its form checked on the child's fields (`check`: complete for a work
 * the union keeps, as a draft for an imported row), its flow started by the entry's flow as a child
 * workflow (the entry records `child.added`), then saved as the child's first event.
 */
export async function addChild(
  app: FastifyInstance,
  request: FastifyRequest,
  entry: ModuleEntry,
  body: ChildBody,
  check: 'draft' | 'submit',
  /** Which of the request's records this is, when one request adds several (an import's row). */
  part?: string,
): Promise<FlowView> {
  if (!body.parentId) throw badRequest('parentId', 'required', 'required', { field: 'parentId' });
  const viewer = request.viewer;
  const parent = await findEntry(app, request, entry, body.parentId);
  assertApplicant(request, parent);
  if (!(await verdictOn(app.db, viewer, entry, parent, 'addChild')).ok) throw conflict(request, parent);
  if (body.id && !(await isReservedByViewer(app, request, entry, body.id))) throw badRequest('id', 'reserved', 'field', { field: 'id' });
  const child = childEntryOf(entry);
  const ctx = commandContext(app, request, part);
  // An exact repeat under the key adds the child the first request added, not another.
  const proposed = body.id ?? newId();
  const id = (await startedUnderKey(ctx, processInstanceIdOf(child.key, proposed))).slice(child.key.length + 1);
  const lang = langOf(request);
  const filled = await fillFromUnion(app.db, viewer, child.fields, formOf(body), check, lang);
  const { form, title } = await checkedWithPrefill(filled, (b) => checkedForm(app.db, child, viewer.tenantId, id, b, check, lang));
  if (check === 'submit') await assertConfirmed(app, entry, body, form);
  const input = {
    ...(await startInput(app.db, child, viewer, id, app.draftTtlMs, app.hourMs)),
    parent: { recordId: String(parent.id), processInstanceId: parent.process_instance_id },
  };
  const actor = actorOf(viewer);
  await sendToFlow(ctx, parent.process_instance_id, addChildUpdate, [{ child: input }, actor]).catch((err: unknown) => {
    // A retry after a crash between the two commands: the child's flow was started, its first save is still owed.
    if (!(err instanceof AppError && err.key === 'childExists')) throw err;
  });
  return sendToFlow(ctx, input.processInstanceId, saveUpdate, [{ form, title }, actor]);
}

/**
 * childsubmit: the union files a work into its entry: a new one (no id, or an id reserved with getid
 * for its files) or a draft or returned one corrected. The form is checked in full (the author's
 * code too), but the work stays with the union until it is sent up with workssubmit.
 */
export async function submitChild(app: FastifyInstance, request: FastifyRequest, entry: ModuleEntry, body: ChildBody): Promise<FlowView> {
  if (!body.id || !(await recordExists(app, request.viewer.tenantId, body.id))) return addChild(app, request, entry, body, 'submit');
  const row = await findChild(app, request, entry, body.id);
  assertApplicant(request, row);
  const child = childEntryOf(entry);
  if (!(await verdictOn(app.db, request.viewer, child, row, 'save')).ok) throw conflict(request, row);
  const lang = langOf(request);
  const where = { tenantId: request.viewer.tenantId, unionId: String(row.union_id) };
  const filled = await fillFromUnion(app.db, where, child.fields, formOf(body), 'submit', lang);
  const { form, title } = await checkedWithPrefill(filled, (b) => checkedForm(app.db, child, where.tenantId, row.id, b, 'submit', lang));
  await assertConfirmed(app, entry, body, form, row);
  return sendToFlow(commandContext(app, request), row.process_instance_id, saveUpdate, [{ form, title }, actorOf(request.viewer)]);
}

/**
 * workssubmit: the chosen works go up into review together: drafts are submitted, returned ones
 * resubmitted. Every one is checked first (state, stored form, reviewers); one that cannot go
 * changes nothing, and the 400 names each work's broken fields.
 */
export async function submitChosen(app: FastifyInstance, request: FastifyRequest, entry: ModuleEntry, ids: string[]): Promise<string[]> {
  if (ids.length === 0) throw badRequest('ids', 'required', 'required', { field: 'ids' });
  const child = childEntryOf(entry);
  const lang = langOf(request);
  const chosen: ({ row: RecordRow; action: 'submit' | 'resubmit' } & Awaited<ReturnType<typeof checkedForm>>)[] = [];
  const errors: FieldError[] = [];
  for (const [i, id] of [...new Set(ids)].entries()) {
    const row = await findChild(app, request, entry, id);
    assertApplicant(request, row);
    // A draft goes up with submit, a returned work with resubmit: whichever the rule table allows now.
    const action = (await verdictOn(app.db, request.viewer, child, row, 'submit')).ok
      ? 'submit'
      : (await verdictOn(app.db, request.viewer, child, row, 'resubmit')).ok
        ? 'resubmit'
        : null;
    if (!action) throw conflict(request, row, 'notDraftChild');
    try {
      const { form, title } = await checkedForm(app.db, child, request.viewer.tenantId, row.id, row.form as FormBody, 'submit', lang);
      const plan = await pinnedPlan(app.db, request.viewer.tenantId, row.process_instance_id);
      if (plan) await assertReviewersExist(app.db, withFormCandidates(plan, form), child.flowModel, lang);
      chosen.push({ row, action, form, title });
    } catch (err) {
      if (!(err instanceof InvalidInputError)) throw err;
      errors.push(...err.errors.map((e) => ({ ...e, field: `ids[${i}].${e.field}` })));
    }
  }
  if (errors.length > 0) throw new InvalidInputError(errors);
  const ctx = commandContext(app, request);
  const actor = actorOf(request.viewer);
  for (const { row, action, form, title } of chosen) {
    const snapshot = { form, title };
    if (action === 'submit') await sendToFlow(ctx, row.process_instance_id, submitUpdate, [snapshot, actor]);
    else await sendToFlow(ctx, row.process_instance_id, resubmitUpdate, [{ ...snapshot, taskId: null }, actor]);
  }
  return chosen.map((c) => String(c.row.id));
}

/** childreback: the applicant withdraws a submitted work no reviewer has touched. */
export async function withdrawChild(app: FastifyInstance, request: FastifyRequest, entry: ModuleEntry, id: string): Promise<FlowView> {
  const row = await findChild(app, request, entry, id);
  assertApplicant(request, row);
  return sendToFlow(commandContext(app, request), row.process_instance_id, withdrawUpdate, [actorOf(request.viewer)]);
}

/** childremove: the applicant removes a draft work, with the reason its history keeps. */
export async function removeChild(
  app: FastifyInstance,
  request: FastifyRequest,
  entry: ModuleEntry,
  id: string,
  reason: string | undefined,
): Promise<FlowView> {
  if (!reason?.trim()) throw badRequest('reason', 'required', 'removeReasonRequired', { field: 'reason' });
  const row = await findChild(app, request, entry, id);
  assertApplicant(request, row);
  const ruling = await verdictOn(app.db, request.viewer, childEntryOf(entry), row, 'remove');
  if (!ruling.ok) throw conflict(request, row);
  return sendToFlow(commandContext(app, request), row.process_instance_id, removeWithReasonUpdate, [
    { reason: reason.trim() },
    actorOf(request.viewer),
  ]);
}

/**
 * begin: the union opens its entry to a call (a works call, a meeting), a draft that collects the
 * children. The same union beginning the same call again (by the entry's `children.call.idField`)
 * gets its open entry back, not a second one.
 */
export async function beginEntry(app: FastifyInstance, request: FastifyRequest, entry: ModuleEntry, body: FormBody) {
  const viewer = request.viewer;
  const callId = callIdOf(entry, body);
  if (callId) {
    const open = await app.db
      .selectFrom('record')
      .select(['id', 'process_instance_id', 'state'])
      .where('tenant_id', '=', viewer.tenantId)
      .where('module', '=', entry.key)
      .where('parent_id', 'is', null)
      .where('union_id', '=', viewer.unionId)
      .where('state', 'not in', givenUpStates)
      .where(entryOfCall(entry, 'record', callId))
      .orderBy('create_time')
      .executeTakeFirst();
    if (open) return { id: String(open.id), processInstanceId: open.process_instance_id, state: open.state };
  }
  const { id: _id, taskId: _taskId, ...form } = body;
  // An entry is begun complete (the call named, a contact to reach, the union's name from its data), though it stays open as a draft.
  const lang = langOf(request);
  const filled = await fillFromUnion(app.db, viewer, entry.fields, form, 'submit', lang);
  await checkedWithPrefill(filled, (b) => checkedForm(app.db, entry, viewer.tenantId, '0', b, 'submit', lang));
  const view = await saveOrSubmit(app, request, entry, filled.body, 'draft');
  return { id: view.recordId, processInstanceId: view.processInstanceId, state: view.state };
}
