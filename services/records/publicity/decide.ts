import type { Kysely } from 'kysely';
import { modules, type Lang } from '../../../catalogue';
import { appendSelectionEvent, grantOf, projectHonours, type Database, type HonourGrant } from '../../../db';
import type { SessionUser } from '../../identity';
import { AppError, badRequest, InvalidInputError, message, notFound } from '../../platform/core';
import { dictKeysOf, phaseOf, publicityById, undecided } from './publicity-facts';
import type { DecideInput, RoundDecideInput } from './schemas';
import { openPublicityOf, roundCandidates } from './round-candidates';

/** 授予: the outcome that grants the honour (dictionary publicity_outcome). */
export const GRANTED = '1';
/** 反映属实: an upheld objection (dictionary objection_outcome); its nominee is not granted. */
export const UPHELD = '1';

/** The terms of a decision, with or without a public list: number, date, body, honour, level and an outcome per record. */
export type DecisionTerms = Omit<DecideInput, 'publicityId'>;

/** A record the decision covers, with what its honour is written from. */
interface DecidedRecord {
  record_id: string;
  module: string;
  form: Record<string, unknown>;
  submitted_form: Record<string, unknown> | null;
  union_id: string;
  union_path: string;
  union_name: string;
}

type FieldErrors = { field: string; rule: string; message: string }[];

/** 400 naming `level` or `outcomes[i].outcome` for a key outside its dictionary. */
async function checkKeys(db: Kysely<Database>, tenantId: string, input: DecisionTerms, lang: Lang) {
  const [outcomeKeys, levelKeys] = await Promise.all([
    dictKeysOf(db, tenantId, 'publicity_outcome'),
    dictKeysOf(db, tenantId, 'honour_level'),
  ]);
  const errors: FieldErrors = [];
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
}

/**
 * The final decision of a publicity, after its end and with every objection answered (409
 * `publicityRunning`, `objectionsOpen`, `objectionUpheld`, `publicityDecided`): one outcome for every
 * listed record (400 naming `outcomes`); the event `publicity.decided` carries each record's outcome
 * with its objections' findings and the honours of those granted, which it writes to the honour read
 * model in the same transaction (`recordHonour`).
 */
export async function decidePublicity(db: Kysely<Database>, viewer: SessionUser, input: DecideInput, lang: Lang) {
  const tenantId = viewer.tenantId;
  await checkKeys(db, tenantId, input, lang);
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
    const errors: FieldErrors = [];
    input.outcomes.forEach((o, i) => {
      if (!listed.some((l) => String(l.record_id) === o.recordId))
        errors.push({
          field: `outcomes[${i}].recordId`,
          rule: 'listed',
          message: message('publicityNotListedId', lang, { id: o.recordId }),
        });
    });
    const given = new Set(input.outcomes.map((o) => o.recordId));
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
    await recordDecision(trx, viewer, p.id, listed, objections, input);
    return p.id;
  });
}

/**
 * Writes a decision on `listed`: each record's outcome and the publicity decided, the event
 * `publicity.decided` with the outcomes (and their objections' findings) and the honours of those
 * granted, projected into the honour read model in the same transaction.
 */
async function recordDecision(
  trx: Kysely<Database>,
  viewer: SessionUser,
  publicityId: string,
  listed: DecidedRecord[],
  objections: { id: string; record_id: string; outcome: string | null }[],
  input: DecisionTerms,
) {
  const tenantId = viewer.tenantId;
  const given = new Map(input.outcomes.map((o) => [o.recordId, o]));
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
      .where('publicity_id', '=', publicityId)
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
    .where('id', '=', publicityId)
    .execute();
  const event = await appendSelectionEvent(trx, {
    tenantId,
    stream: `publicity-${publicityId}`,
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
}

/**
 * 表彰决定 without a public list: for a round whose kind has no publicity (`publicityDays` 0; 409
 * `publicityRequired` otherwise), the federation decides on approved records of the round in no
 * publicity or decision yet (400 naming `outcomes[i].recordId` `inRound`; 409 `notApproved`,
 * `alreadyPublished`), the records it names. Recorded as a list of no working days, decided at once
 * (`publicity.opened` with `workingDays` 0, then `publicity.decided`): the federation's list and
 * detail show it, the public area never does, honours are written as after a publicity.
 */
export async function decideRound(db: Kysely<Database>, viewer: SessionUser, input: RoundDecideInput, lang: Lang) {
  const tenantId = viewer.tenantId;
  await checkKeys(db, tenantId, input, lang);
  const ids = input.outcomes.map((o) => o.recordId);
  const twice = ids.findIndex((id, i) => ids.indexOf(id) !== i);
  if (twice >= 0) throw badRequest(`outcomes[${twice}].recordId`, 'unique', 'publicityOutcomeTwice', { id: ids[twice]! });
  return db.transaction().execute(async (trx) => {
    const round = await trx
      .selectFrom('selection_round')
      .select(['id', 'title', 'publicity_days'])
      .where('tenant_id', '=', tenantId)
      .where('id', '=', input.roundId)
      .forUpdate()
      .executeTakeFirst();
    if (!round) throw notFound();
    if (round.publicity_days > 0)
      throw new AppError(
        409,
        'publicityRequired',
        { days: String(round.publicity_days) },
        { reason: 'publicityRequired', publicityDays: round.publicity_days },
      );
    const decided = await roundCandidates(trx, tenantId, input.roundId, ids, (i) => `outcomes[${i}].recordId`, lang);
    const id = await openPublicityOf(
      trx,
      viewer,
      {
        roundId: input.roundId,
        title: `${round.title}${message('roundDecisionTitle', 'zh')}`,
        startDate: input.decisionDate,
        endDate: input.decisionDate,
        workingDays: 0,
        contactPhone: '',
        contactEmail: null,
        note: null,
      },
      decided,
    );
    await recordDecision(trx, viewer, id, decided, [], input);
    return id;
  });
}
