import type { FastifyInstance } from 'fastify';
import {
  followRowProblem,
  followState,
  memberKey,
  ruleMessage,
  type FollowRow,
  type FollowUpsDef,
  type Lang,
  type ModuleEntry,
} from '../../../../catalogue';
import { appendCommand, newId, type FollowUpAdded, type RecordRow } from '../../../../db';
import { dictionaryKeys } from '../../../admin/dictionaries';
import type { SessionUser } from '../../../identity/auth';
import { AppError, forbidden, InvalidInputError } from '../../../platform/core';
import { findVisibleRecord, underLocks } from '../../engine';
import { approvedOn, caseRows, sidesOf } from './case-rows';
import { refuseUndoWhileHeld, undoLock, undoneEnd } from './undo-guard';

/** What a caller sends for a row (the call's body less the record id). */
export type FollowUpInput = Omit<FollowRow, 'id' | 'files'> & { files?: readonly string[] };

/** Concurrent adds to one case: each reads the rows, the later one finds its sequence number taken and reads again. */
const ATTEMPTS = 3;

/**
 * The record a follow-up row is added to, and the sides the viewer writes for: visible (404), approved
 * (409 `notApproved`), and the viewer its applicant union or a reviewer of its approval (403 otherwise).
 */
export async function followUpRecord(app: FastifyInstance, viewer: SessionUser, entry: ModuleEntry, id: string) {
  const record = await findVisibleRecord(app.db, viewer, { id }, entry.key);
  if (record.state !== 'approved') throw new AppError(409, 'followUpNotApproved', {}, { reason: 'notApproved', state: record.state });
  const sides = await sidesOf(app.db, viewer, record);
  if (sides.length === 0) throw forbidden();
  return { record, sides };
}

/** The files a row names must be the record's own uploads (followUpUpload), 400 naming `files` otherwise. */
async function checkFiles(app: FastifyInstance, record: RecordRow, files: readonly string[], lang: Lang) {
  if (files.length === 0) return;
  const found = await app.db.selectFrom('attachment').select('id').where('record_id', '=', record.id).where('id', 'in', files).execute();
  if (found.length < new Set(files).size) {
    throw new InvalidInputError([
      { field: 'files', rule: 'recordFile', message: lang === 'en' ? 'A file is not this record’s upload' : '文件不属于该记录' },
    ]);
  }
}

/** A row's outcome must be a key of its kind's dictionary (`outcomeDict`: rights3's review names a category), 400 naming `outcome` otherwise. */
async function checkOutcome(app: FastifyInstance, tenantId: string, def: FollowUpsDef, row: FollowRow, lang: Lang) {
  const dict = def.kinds[row.kind]?.outcomeDict;
  if (!dict || !row.outcome) return;
  if ((await dictionaryKeys(app.db, tenantId, dict)).includes(row.outcome)) return;
  throw new InvalidInputError([
    { field: 'outcome', rule: 'dict', message: ruleMessage('dict', lang, lang === 'en' ? 'The outcome' : '结果') },
  ]);
}

/**
 * Adds a follow-up row to an approved record: checked against the rows so far (its kind and side, a
 * closed case, the kind's fields, its member on the record, the module's rules, an outcome of its
 * kind's dictionary, an end undone while the person is covered, on file or in review elsewhere), then appended to the
 * record's flow as `followUp.added` with the case's state after it, projected (and its kind's effect
 * run: a cover or a file ended) in the same transaction. The flow has ended: its next sequence number
 * is the record's `last_seq` + 1, and a concurrent add that took it first makes this one read the rows again.
 */
export async function addFollowUp(
  app: FastifyInstance,
  viewer: SessionUser,
  entry: ModuleEntry,
  def: FollowUpsDef,
  id: string,
  input: FollowUpInput,
  lang: Lang,
): Promise<FollowUpAdded> {
  for (let attempt = 1; ; attempt += 1) {
    const { record, sides } = await followUpRecord(app, viewer, entry, id);
    const files = [...new Set(input.files ?? [])];
    await checkFiles(app, record, files, lang);
    const { asRule } = await caseRows(app.db, record.id);
    const row: FollowRow = { ...input, id: newId(), files };
    const problem = followRowProblem(def, row, asRule, sides, record.submitted_form ?? (record.form as Record<string, unknown>));
    if (problem?.status === 400)
      throw new InvalidInputError([{ field: problem.field, rule: problem.rule, message: problem.message[lang] }]);
    if (problem) throw new AppError(409, 'followUpRefused', { message: problem.message[lang] }, { reason: problem.reason });
    await checkOutcome(app, viewer.tenantId, def, row, lang);
    const state = followState(def, [...asRule, row], approvedOn(record));
    const payload: FollowUpAdded = {
      id: row.id,
      kind: row.kind,
      date: row.date,
      amount: row.amount ?? null,
      outcome: row.outcome ?? null,
      note: row.note ?? null,
      files,
      corrects: row.corrects ?? null,
      // As the record's row holds it (its effect keys the person by it); answers mask it.
      member: row.member ? memberKey(row.member) : null,
      // A caller of both sides (an applicant reviewing itself does not happen) writes as the side the kind takes first.
      writer: def.kinds[row.kind]!.writers.find((w) => sides.includes(w))!,
      ...state,
    };
    const ref = { tenantId: viewer.tenantId, processInstanceId: record.process_instance_id, module: entry.key, recordId: record.id };
    const event = {
      type: 'followUp.added' as const,
      seq: record.last_seq + 1,
      at: new Date().toISOString(),
      actor: { id: viewer.id, name: viewer.name, union: viewer.unionName },
      payload,
    };
    // Another add stored at this number first: held, or its insert won the unique (flow, seq) race.
    const append = () =>
      appendCommand(app.db, ref, [event], null).then(
        (stored) => Boolean(stored.held),
        (error: unknown) => {
          if ((error as { code?: string }).code === '23505') return true;
          throw error;
        },
      );
    // A correction putting a person back on the record: checked and stored under the person's lock, as a submit naming them is.
    const undone = await undoneEnd(app.db, def, record, asRule, row);
    const taken = undone
      ? await underLocks(app.db, [undoLock(viewer.tenantId, undone)], async (trx) => {
          await refuseUndoWhileHeld(trx, record, undone);
          return append();
        })
      : await append();
    if (!taken) return payload;
    if (attempt >= ATTEMPTS) throw new AppError(409, 'followUpBusy', {}, { reason: 'followUpBusy' });
  }
}
