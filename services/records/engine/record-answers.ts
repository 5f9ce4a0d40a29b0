import type { FastifyInstance, FastifyRequest } from 'fastify';
import { hasPersonalData, personalSlots, resolveStep, type Lang, type ModuleEntry } from '../../../catalogue';
import { readFlowEvents, type RecordRow } from '../../../db';
import { langOf } from '../../platform/core';
import { pickerNames, pickerNamesOf } from '../documents';
import { actionsOf } from './record-actions';
import { recordView } from './record-view';
import { currentReturnPoints } from './return-points';
import { fieldAccessOf } from './stage-fields';
import { filesSeen, seenRow, seenRows, type ListedRow, type SeenRow } from './field-visibility';
import { shapesOn } from './shape-registry';
import { unionNamesKept } from './union-names-kept';
import { recordPersonalViews } from '../personal-data-log';

/** True when a module's form holds personal data: a personal field or column, or a personal slot. */
const hasPersonalParts = (entry: ModuleEntry) => hasPersonalData(entry.fields) || personalSlots(entry.fields).length > 0;

/** Where each step of a stepped record stands: approved, the open one, or still to come. */
export function stepsOf(entry: ModuleEntry, row: Pick<RecordRow, 'step' | 'state' | 'form'>, lang: Lang) {
  if (!entry.steps?.length) return undefined;
  const at = entry.steps.findIndex((s) => s.key === row.step);
  const finished = row.state === 'approved';
  return entry.steps.map((s, i) => {
    const resolved = resolveStep(entry, s.key, row.form);
    return {
      key: s.key,
      title: (resolved?.title ?? s.title)[lang],
      variant: resolved?.variant ?? null,
      calls: resolved?.calls ?? s.calls,
      state: finished || i < at ? 'approved' : i === at ? row.state : 'pending',
    };
  });
}

/**
 * Records as list rows, each with the actions the viewer may take on it now and the names of the
 * unions and persons its pickers hold, and what the module's shapes add to a row (`rowParts`: a
 * parent's children counts by state). Each row is narrowed to the fields the viewer may see (`seenRows`, the
 * stage field rule; `visibleFields` then names them).
 */
export async function recordRows(app: FastifyInstance, request: FastifyRequest, entry: ModuleEntry, rows: readonly ListedRow[]) {
  return seenRecordRows(app, request, entry, await seenRows(app.db, request.viewer, rows, langOf(request)));
}

/** Rows already narrowed for the viewer, as list rows. */
async function seenRecordRows(
  app: FastifyInstance,
  request: FastifyRequest,
  entry: ModuleEntry,
  rows: readonly (ListedRow & Pick<SeenRow, 'seen'>)[],
) {
  const lang = langOf(request);
  const actions = await actionsOf(app.db, request.viewer, entry, rows);
  const ids = rows.map((r) => String(r.id));
  const [parts, names] = await Promise.all([
    Promise.all(shapesOn(entry).flatMap(({ shape }) => (shape.rowParts ? [shape.rowParts(app, request, entry, ids)] : []))),
    pickerNames(
      app.db,
      request.viewer.tenantId,
      entry.fields,
      rows.map((r) => r.form),
      unionNamesKept(app),
    ),
  ]);
  return rows.map((r) => ({
    ...recordView(r, lang),
    actions: actions.get(String(r.id)) ?? [],
    names: pickerNamesOf(names, entry.fields, r.form),
    ...(r.seen ? { visibleFields: r.seen } : {}),
    ...Object.fromEntries(parts.flatMap((part) => Object.entries(part.get(String(r.id)) ?? {}))),
  }));
}

/** One narrowed record as the detail and the commands answer it. */
async function answerOf(app: FastifyInstance, request: FastifyRequest, entry: ModuleEntry, row: SeenRow) {
  const [[view], access] = await Promise.all([seenRecordRows(app, request, entry, [row]), fieldAccessOf(app.db, request.viewer, row)]);
  const steps = stepsOf(entry, row, langOf(request));
  return { ...view!, ...(access ? { fieldAccess: access } : {}), ...(steps ? { steps } : {}) };
}

/**
 * One record as the detail answers it: the row, its actions and, for a stepped record, its steps. A
 * reviewer whose stages show only some fields gets only those (`visibleFields`), and, while its task
 * is open on a stage with field permissions, `fieldAccess`.
 */
export async function recordAnswer(app: FastifyInstance, request: FastifyRequest, entry: ModuleEntry, row: RecordRow) {
  return answerOf(app, request, entry, await seenRow(app.db, request.viewer, row, langOf(request)));
}

/** The detail: the record answer and its uploads (the standard `detail`, and a shape's that serves the call itself). */
export async function recordDetail(app: FastifyInstance, request: FastifyRequest, entry: ModuleEntry, row: RecordRow) {
  const seen = await seenRow(app.db, request.viewer, row, langOf(request));
  const [attachments, answer, points, personalViews] = await Promise.all([
    app.db
      .selectFrom('attachment')
      .select(['id', 'name', 'size', 'mime'])
      .where('tenant_id', '=', row.tenant_id)
      .where('record_id', '=', row.id)
      .orderBy('id')
      .execute(),
    answerOf(app, request, entry, seen),
    // A returned record heads with the lines its return points at (read from its flow only then).
    row.state === 'returned' && row.process_instance_id
      ? readFlowEvents(app.db, row.tenant_id, row.process_instance_id).then(currentReturnPoints)
      : Promise.resolve([]),
    // Who viewed its personal data in full: for the applicant union and the reviewers, who are entitled to it.
    seen.fullView && hasPersonalParts(entry) ? recordPersonalViews(app.db, row.tenant_id, String(row.id)) : Promise.resolve(undefined),
  ]);
  // A viewer whose fields are narrowed sees only the files the fields it sees hold.
  const held = filesSeen(seen);
  return {
    ...answer,
    returnPoints: points.filter((p) => seen.seen === null || seen.seen.includes(p.field)),
    ...(personalViews ? { personalViews } : {}),
    attachments: attachments
      .filter((a) => held === null || held.has(String(a.id)))
      .map((a) => ({
        ...a,
        id: String(a.id),
        size: Number(a.size),
        url: `/api/blade-crop/crop/${entry.key}/attachment?id=${a.id}`,
      })),
  };
}
