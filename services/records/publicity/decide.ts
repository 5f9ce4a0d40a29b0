import type { Kysely } from 'kysely';
import { modules, type Lang } from '../../../catalogue';
import { appendSelectionEvent, grantOf, projectHonours, type Database, type HonourGrant } from '../../../db';
import type { SessionUser } from '../../identity';
import { AppError, InvalidInputError, message } from '../../platform/core';
import { dictKeysOf, phaseOf, publicityById, undecided } from './publicity-facts';
import type { DecideInput } from './schemas';

/** 授予: the outcome that grants the honour (dictionary publicity_outcome). */
export const GRANTED = '1';
/** 反映属实: an upheld objection (dictionary objection_outcome); its nominee is not granted. */
export const UPHELD = '1';

/**
 * The final decision of a publicity, after its end and with every objection answered (409
 * `publicityRunning`, `objectionsOpen`, `objectionUpheld`, `publicityDecided`): one outcome for every
 * listed record (400 naming `outcomes`); the event `publicity.decided` carries each record's outcome
 * with its objections' findings and the honours of those granted, which it writes to the honour read
 * model in the same transaction (`recordHonour`).
 */
export async function decidePublicity(db: Kysely<Database>, viewer: SessionUser, input: DecideInput, lang: Lang) {
  const tenantId = viewer.tenantId;
  const [outcomeKeys, levelKeys] = await Promise.all([
    dictKeysOf(db, tenantId, 'publicity_outcome'),
    dictKeysOf(db, tenantId, 'honour_level'),
  ]);
  const errors: { field: string; rule: string; message: string }[] = [];
  if (!levelKeys.has(input.level))
    errors.push({ field: 'level', rule: 'dict', message: message('publicityOutcomeUnknown', lang, { value: input.level }) });
  input.outcomes.forEach((o, i) => {
    if (!outcomeKeys.has(o.outcome))
      errors.push({
        field: `outcomes[${i}].outcome`,
        rule: 'dict',
        message: message('publicityOutcomeUnknown', lang, { value: o.outcome }),
      });
  });
  if (errors.length) throw new InvalidInputError(errors);

  return db.transaction().execute(async (trx) => {
    const p = await publicityById(trx, tenantId, input.publicityId, true);
    undecided(p);
    if (phaseOf(p) !== 'ended')
      throw new AppError(409, 'publicityRunning', { end: p.end_date }, { reason: 'publicityRunning', endDate: p.end_date });
    if (input.decisionDate <= p.end_date)
      throw new InvalidInputError([
        { field: 'decisionDate', rule: 'after', message: message('publicityDecisionEarly', lang, { end: p.end_date }) },
      ]);
    const objections = await trx
      .selectFrom('publicity_objection')
      .select(['id', 'record_id', 'outcome'])
      .where('tenant_id', '=', tenantId)
      .where('publicity_id', '=', p.id)
      .orderBy('id')
      .execute();
    const open = objections.filter((o) => !o.outcome);
    if (open.length)
      throw new AppError(409, 'publicityObjectionsOpen', { count: String(open.length) }, { reason: 'objectionsOpen', count: open.length });
    const listed = await trx
      .selectFrom('publicity_record as pr')
      .innerJoin('record as r', 'r.id', 'pr.record_id')
      .select(['pr.record_id', 'pr.module', 'r.form', 'r.submitted_form', 'r.union_id', 'r.union_path', 'r.union_name'])
      .where('pr.tenant_id', '=', tenantId)
      .where('pr.publicity_id', '=', p.id)
      .orderBy('pr.sort')
      .execute();
    const given = new Map(input.outcomes.map((o) => [o.recordId, o]));
    input.outcomes.forEach((o, i) => {
      if (!listed.some((l) => String(l.record_id) === o.recordId))
        errors.push({
          field: `outcomes[${i}].recordId`,
          rule: 'listed',
          message: message('publicityNotListedId', lang, { id: o.recordId }),
        });
    });
    for (const l of listed)
      if (!given.has(String(l.record_id)))
        errors.push({ field: 'outcomes', rule: 'every', message: message('publicityOutcomeMissing', lang, { id: String(l.record_id) }) });
    if (errors.length) throw new InvalidInputError(errors);
    const upheld = input.outcomes.find(
      (o) => o.outcome === GRANTED && objections.some((x) => String(x.record_id) === o.recordId && x.outcome === UPHELD),
    );
    if (upheld)
      throw new AppError(
        409,
        'publicityObjectionUpheld',
        { id: upheld.recordId },
        { reason: 'objectionUpheld', recordId: upheld.recordId },
      );

    const honours: HonourGrant[] = listed
      .filter((l) => given.get(String(l.record_id))!.outcome === GRANTED)
      .map((l) =>
        grantOf(
          {
            entry: modules[l.module]!,
            recordId: String(l.record_id),
            form: { ...l.form, ...(l.submitted_form ?? {}) },
            union: { id: String(l.union_id), path: l.union_path, name: l.union_name },
          },
          {
            honourName: given.get(String(l.record_id))!.honourName?.trim() || input.honourName.trim(),
            level: input.level,
            year: Number(input.decisionDate.slice(0, 4)),
            awardingBody: input.decidedBy.trim(),
            decisionNo: input.decisionNo.trim(),
            awardDate: input.decisionDate,
          },
        ),
      );
    const outcomes = listed.map((l) => ({
      recordId: String(l.record_id),
      outcome: given.get(String(l.record_id))!.outcome,
      objections: objections
        .filter((o) => String(o.record_id) === String(l.record_id))
        .map((o) => ({ objectionId: String(o.id), outcome: o.outcome! })),
    }));
    for (const o of outcomes)
      await trx
        .updateTable('publicity_record')
        .set({ outcome: o.outcome })
        .where('tenant_id', '=', tenantId)
        .where('publicity_id', '=', p.id)
        .where('record_id', '=', o.recordId)
        .execute();
    await trx
      .updateTable('publicity')
      .set({
        status: 'decided',
        decision_no: input.decisionNo.trim(),
        decision_date: input.decisionDate,
        decided_by: input.decidedBy.trim(),
      })
      .where('tenant_id', '=', tenantId)
      .where('id', '=', p.id)
      .execute();
    const event = await appendSelectionEvent(trx, {
      tenantId,
      stream: `publicity-${p.id}`,
      actor: { id: viewer.id, name: viewer.name },
      at: new Date(),
      body: {
        type: 'publicity.decided',
        payload: {
          decisionNo: input.decisionNo.trim(),
          decisionDate: input.decisionDate,
          decidedBy: input.decidedBy.trim(),
          outcomes,
          honours,
        },
      },
    });
    await projectHonours(trx, event);
    return p.id;
  });
}
