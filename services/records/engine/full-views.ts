import type { FastifyRequest } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import { personalFileIds, personalPaths, type ModuleEntry } from '../../../catalogue';
import type { Database, RecordRow } from '../../../db';
import { forbidden } from '../../platform/core';
import { logPersonalDataView, type ViewChannel } from '../personal-data-log';
import { narrowRow, recordAccess, type SeenRow } from './field-visibility';
import type { FullViewRole } from './personal-data';
import { entryOfRecord } from './stage-fields';

/** One full view of a record's personal data, as the answering call logs it. */
export interface FullView {
  row: Pick<RecordRow, 'id' | 'module' | 'tenant_id'>;
  role: FullViewRole;
  fields: readonly string[];
  channel: ViewChannel;
  purpose: string;
}

/**
 * Logs a full view (`personal_data_view`) and gives its answer in the same transaction: when the log
 * row cannot be written nothing is answered (fail closed, PD-4).
 */
export async function loggedFullView<T>(
  db: Kysely<Database>,
  request: FastifyRequest,
  view: FullView,
  answer: (trx: Transaction<Database>) => T | Promise<T>,
): Promise<T> {
  return db.transaction().execute(async (trx) => {
    await logPersonalDataView(trx, {
      viewer: request.viewer,
      role: view.role,
      record: { id: String(view.row.id), module: view.row.module, tenantId: view.row.tenant_id },
      fields: view.fields,
      channel: view.channel,
      purpose: view.purpose,
      request: { id: request.id, ip: request.ip ?? null, userAgent: request.headers['user-agent'] ?? null },
    });
    return answer(trx);
  });
}

/**
 * The viewer's view of one record with its personal data in full (`print=full`): narrowed by the
 * fields it sees (a stage that hides a field wins), not masked; 403 `notEntitled` for a viewer who is
 * neither of the applicant union nor a reviewer of the record.
 */
export async function fullSeenRow(db: Kysely<Database>, request: FastifyRequest, row: RecordRow): Promise<SeenRow> {
  const { viewer } = request;
  const access =
    String(row.union_id) === String(viewer.unionId)
      ? { seen: null, fullView: 'applicant' as const }
      : await recordAccess(db, viewer, String(row.id));
  if (!access.fullView) throw forbidden('notEntitled');
  return { ...narrowRow(row, access.seen, 'zh', access.fullView, false), fullView: access.fullView };
}

/** The personal fields of `entry` a viewer who sees `seen` reads (a column as `members[].idCard`): what a full print shows. */
export function seenPersonalPaths(entry: ModuleEntry, seen: readonly string[] | null): string[] {
  return personalPaths(entry.fields).filter((p) => seen === null || seen.includes(p.split('[].')[0]!));
}

/**
 * The personal slots (`files.idcopy`) of the files among `ids` a row's forms hold: what a download
 * of those files shows in full (none to a viewer not entitled: their slots are gone from its forms).
 */
export function personalFilePaths(row: SeenRow, ids: readonly string[]): string[] {
  const fields = entryOfRecord(row)?.fields ?? [];
  const held = new Map([
    ...personalFileIds(fields, row.submitted_form as Record<string, unknown> | null),
    ...personalFileIds(fields, row.form as Record<string, unknown>),
  ]);
  return [...new Set(ids.flatMap((id) => held.get(id) ?? []))];
}
