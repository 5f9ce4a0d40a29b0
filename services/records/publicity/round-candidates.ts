import type { Kysely } from 'kysely';
import type { Lang } from '../../../catalogue';
import { appendSelectionEvent, newId, type Database } from '../../../db';
import type { SessionUser } from '../../identity';
import { AppError, InvalidInputError, message } from '../../platform/core';
import { shownOf } from './shown-fields';

/**
 * The records a publicity lists, or a decision without one decides, locked for the command: each
 * must be filed in the round (400 naming `fieldOf(i)`, rule `inRound`), approved (409 `notApproved`)
 * and in no publicity yet (409 `alreadyPublished`). Answers them in the order of `ids`.
 */
export async function roundCandidates(
  trx: Kysely<Database>,
  tenantId: string,
  roundId: string,
  ids: readonly string[],
  fieldOf: (index: number) => string,
  lang: Lang,
) {
  const records = await trx
    .selectFrom('record as r')
    .innerJoin('round_record as rr', (j) => j.onRef('rr.record_id', '=', 'r.id').on('rr.round_id', '=', roundId))
    .select(['r.id as record_id', 'r.module', 'r.state', 'r.form', 'r.submitted_form', 'r.union_id', 'r.union_path', 'r.union_name'])
    .where('r.tenant_id', '=', tenantId)
    .where('r.id', 'in', [...ids])
    .forUpdate('r')
    .execute();
  const byId = new Map(records.map((r) => [String(r.record_id), r]));
  const errors = ids.flatMap((id, i) =>
    byId.has(id) ? [] : [{ field: fieldOf(i), rule: 'inRound', message: message('publicityRecordNotInRound', lang, { id }) }],
  );
  if (errors.length) throw new InvalidInputError(errors);
  const notApproved = records.find((r) => r.state !== 'approved');
  if (notApproved) {
    const id = String(notApproved.record_id);
    throw new AppError(409, 'publicityRecordNotApproved', { id }, { reason: 'notApproved', recordId: id });
  }
  const listed = await trx
    .selectFrom('publicity_record')
    .select('record_id')
    .where('tenant_id', '=', tenantId)
    .where('record_id', 'in', [...ids])
    .executeTakeFirst();
  if (listed) {
    const id = String(listed.record_id);
    throw new AppError(409, 'publicityRecordListed', { id }, { reason: 'alreadyPublished', recordId: id });
  }
  return ids.map((id) => byId.get(id)!);
}

/** What a publicity is opened with; a decision without a public list opens one of no working days. */
export interface PublicityOpening {
  roundId: string;
  title: string;
  startDate: string;
  endDate: string;
  workingDays: number;
  contactPhone: string;
  contactEmail: string | null;
  note: string | null;
}

/**
 * Opens a publicity of `listed` (as `roundCandidates` answered them, in its order): the publicity, a
 * row per record with its public fields, and the `publicity.opened` event. Answers its id.
 */
export async function openPublicityOf(
  trx: Kysely<Database>,
  viewer: SessionUser,
  opening: PublicityOpening,
  listed: Awaited<ReturnType<typeof roundCandidates>>,
): Promise<string> {
  const tenantId = viewer.tenantId;
  const id = newId();
  const { roundId, title, startDate, endDate, workingDays } = opening;
  await trx
    .insertInto('publicity')
    .values({
      id,
      tenant_id: tenantId,
      round_id: roundId,
      title,
      start_date: startDate,
      end_date: endDate,
      working_days: workingDays,
      contact_phone: opening.contactPhone,
      contact_email: opening.contactEmail,
      note: opening.note,
      status: 'running',
      decision_no: null,
      decision_date: null,
      decided_by: null,
    })
    .execute();
  await trx
    .insertInto('publicity_record')
    .values(
      listed.map((r, sort) => ({
        tenant_id: tenantId,
        publicity_id: id,
        record_id: String(r.record_id),
        module: r.module,
        union_id: String(r.union_id),
        sort,
        shown: JSON.stringify(shownOf(r.module, { ...r.form, ...(r.submitted_form ?? {}) })),
        outcome: null,
      })),
    )
    .execute();
  const recordIds = listed.map((r) => String(r.record_id));
  await appendSelectionEvent(trx, {
    tenantId,
    stream: `publicity-${id}`,
    actor: { id: viewer.id, name: viewer.name },
    at: new Date(),
    body: { type: 'publicity.opened', payload: { publicityId: id, roundId, title, startDate, endDate, workingDays, recordIds } },
  });
  return id;
}
