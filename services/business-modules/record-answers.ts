import type { FastifyInstance, FastifyRequest } from 'fastify';
import { attachmentIds, resolveStep, type FormValue, type Lang, type ModuleEntry } from '../../catalogue';
import type { RecordRow } from '../../db';
import { langOf } from '../core';
import { pickerNames, pickerNamesOf } from '../record-documents';
import { actionsOf } from './record-actions';
import { childCounts } from './child-counts';
import { recordView } from './record-view';
import { fieldAccessOf, visibleForm } from './stage-fields';

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
 * unions and persons its pickers hold; a module with child records (`children`) adds each row's
 * children counts by state.
 */
export async function recordRows(app: FastifyInstance, request: FastifyRequest, entry: ModuleEntry, rows: readonly RecordRow[]) {
  const lang = langOf(request);
  const actions = await actionsOf(app.db, request.viewer, entry, rows);
  const [counts, names] = await Promise.all([
    entry.children
      ? childCounts(
          app,
          request,
          rows.map((r) => String(r.id)),
        )
      : undefined,
    pickerNames(
      app.db,
      request.viewer.tenantId,
      entry.fields,
      rows.map((r) => r.form),
    ),
  ]);
  return rows.map((r) => ({
    ...recordView(r, lang),
    actions: actions.get(String(r.id)) ?? [],
    names: pickerNamesOf(names, entry.fields, r.form),
    ...(counts ? { children: counts.get(String(r.id)) ?? { total: 0 } } : {}),
  }));
}

/** The ids of the files a form's file fields hold (a reviewer's narrowed form: only the files it may see). */
function fileIdsOf(entry: ModuleEntry, form: Record<string, unknown>): Set<string> {
  const ids = entry.fields.flatMap((f) => {
    const v = form[f.name] as FormValue | undefined;
    if (f.kind === 'attachments') return attachmentIds(v);
    return f.kind === 'image' && typeof v === 'string' ? [v] : [];
  });
  return new Set(ids);
}

/**
 * One record as the detail answers it: the row, its actions and, for a stepped record, its steps. A
 * reviewer of a stage with field permissions gets only the fields the stage shows, and `fieldAccess`.
 */
export async function recordAnswer(app: FastifyInstance, request: FastifyRequest, entry: ModuleEntry, row: RecordRow) {
  const [[view], access] = await Promise.all([recordRows(app, request, entry, [row]), fieldAccessOf(app.db, request.viewer, row)]);
  const steps = stepsOf(entry, row, langOf(request));
  const form = visibleForm(view!.form, access);
  // A hidden field's union or person is not named either.
  const names = access ? pickerNamesOf(view!.names, entry.fields, form) : view!.names;
  return { ...view!, form, names, ...(access ? { fieldAccess: access } : {}), ...(steps ? { steps } : {}) };
}

/** The detail: the record answer and its uploads (the standard `detail`, and a shape's that serves the call itself). */
export async function recordDetail(app: FastifyInstance, request: FastifyRequest, entry: ModuleEntry, row: RecordRow) {
  const attachments = await app.db
    .selectFrom('attachment')
    .select(['id', 'name', 'size', 'mime'])
    .where('tenant_id', '=', row.tenant_id)
    .where('record_id', '=', row.id)
    .orderBy('id')
    .execute();
  const answer = await recordAnswer(app, request, entry, row);
  // A reviewer whose stage shows only some fields sees only the files those fields hold.
  const held = answer.fieldAccess?.visible ? fileIdsOf(entry, answer.form) : null;
  return {
    ...answer,
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
