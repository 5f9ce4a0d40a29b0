import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import { isMobile, type Lang } from '../../../catalogue';
import { appendSelectionEvent, newId, type Database } from '../../../db';
import type { SessionUser } from '../../identity';
import { AppError, badRequest, InvalidInputError, message, notFound, todayInShanghai } from '../../platform/core';
import { ownObjectionFiles } from './objection-files';
import { dictKeysOf, phaseOf, publicityById, undecided } from './publicity-facts';
import type { AnswerInput, ObjectionInput } from './schemas';

/**
 * An objection filed on the public area (no login): only while the publicity runs (409
 * `publicityClosed` before its start and after its end), against a nominee it lists (400 naming
 * `recordId`), with the objector's mobile. Answers its reference number. The objector's name and
 * contact stay in the objection's row; the event keeps only the reference.
 */
export async function fileObjection(db: Kysely<Database>, tenantId: string, input: ObjectionInput, lang: Lang) {
  if (!isMobile(input.mobile)) throw badRequest('mobile', 'mobile', 'publicityMobileInvalid');
  const content = input.content.trim();
  if (content.length < 10)
    throw new InvalidInputError([{ field: 'content', rule: 'minLength', message: message('publicityContentShort', lang) }]);
  return db.transaction().execute(async (trx) => {
    const p = await publicityById(trx, tenantId, input.publicityId, true);
    if (phaseOf(p) !== 'running')
      throw new AppError(
        409,
        'publicityClosed',
        { start: p.start_date, end: p.end_date },
        { reason: 'publicityClosed', startDate: p.start_date, endDate: p.end_date },
      );
    const listed = await trx
      .selectFrom('publicity_record as pr')
      .innerJoin('union_org as u', 'u.id', 'pr.union_id')
      .select(['pr.record_id', 'pr.module', 'pr.union_id', 'u.parent_id', 'pr.shown'])
      .where('pr.tenant_id', '=', tenantId)
      .where('pr.publicity_id', '=', p.id)
      .where('pr.record_id', '=', input.recordId)
      .executeTakeFirst();
    if (!listed) throw badRequest('recordId', 'listed', 'publicityNotListed');
    const id = newId();
    const refNo = `GS${p.id.slice(-4).padStart(4, '0')}-${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
    await trx
      .insertInto('publicity_objection')
      .values({
        id,
        tenant_id: tenantId,
        publicity_id: p.id,
        record_id: input.recordId,
        ref_no: refNo,
        content,
        objector_name: input.objectorName?.trim() || null,
        objector_unit: input.objectorUnit?.trim() || null,
        mobile: input.mobile,
        email: input.email ?? null,
        filed_at: new Date(),
        outcome: null,
        finding: null,
        answered_at: null,
        answered_by: null,
      })
      .execute();
    await appendSelectionEvent(trx, {
      tenantId,
      stream: `publicity-${p.id}`,
      actor: { id: null, name: input.objectorName?.trim() || '匿名' },
      at: new Date(),
      body: { type: 'publicity.objected', payload: { objectionId: id, recordId: input.recordId, refNo } },
    });
    await tellUnions(trx, tenantId, { ...listed, title: p.title, refNo, objectionId: id });
    return { objectionId: id, refNo };
  });
}

/**
 * A portal message of the objection to the nominee's union and its higher union, naming the
 * publicity, the nominee and the reference (never the objector): they prepare the check the
 * federation's answer rests on.
 */
async function tellUnions(
  trx: Kysely<Database>,
  tenantId: string,
  o: {
    module: string;
    union_id: string;
    parent_id: string | null;
    shown: Record<string, unknown>;
    title: string;
    refNo: string;
    objectionId: string;
  },
) {
  const vars = { title: o.title, name: typeof o.shown.name === 'string' ? o.shown.name : '', refNo: o.refNo };
  const unions = [o.union_id, ...(o.parent_id ? [o.parent_id] : [])].map(String);
  await trx
    .insertInto('union_message')
    .values(
      unions.map((unionId) => ({
        id: newId(),
        tenant_id: tenantId,
        union_id: unionId,
        kind: 'objection',
        module: o.module,
        day: todayInShanghai(),
        title: message('objectionMessageTitle', 'zh', vars),
        content: message('objectionMessageContent', 'zh', vars),
        sent_by: null,
        sent_by_union: null,
        channels: JSON.stringify(['portal']),
        subject_id: o.objectionId,
      })),
    )
    .execute();
}

/**
 * The federation answers an objection, once, before the decision (409 `objectionAnswered`,
 * `publicityDecided`), with its own uploads for the objection as the check's evidence (`files`).
 */
export async function answerObjection(db: Kysely<Database>, viewer: SessionUser, input: AnswerInput) {
  const tenantId = viewer.tenantId;
  if (!(await dictKeysOf(db, tenantId, 'objection_outcome')).has(input.outcome))
    throw badRequest('outcome', 'dict', 'publicityOutcomeUnknown', { value: input.outcome });
  return db.transaction().execute(async (trx) => {
    const objection = await trx
      .selectFrom('publicity_objection')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('id', '=', input.objectionId)
      .executeTakeFirst();
    if (!objection) throw notFound();
    const p = await publicityById(trx, tenantId, objection.publicity_id, true);
    undecided(p);
    if (objection.outcome)
      throw new AppError(409, 'publicityObjectionAnswered', { refNo: objection.ref_no }, { reason: 'objectionAnswered' });
    const finding = input.finding.trim();
    const files = await ownObjectionFiles(trx, viewer, String(objection.id), input.files ?? []);
    await trx
      .updateTable('publicity_objection')
      .set({ outcome: input.outcome, finding, answer_files: JSON.stringify(files), answered_at: new Date(), answered_by: viewer.name })
      .where('tenant_id', '=', tenantId)
      .where('id', '=', objection.id)
      .execute();
    await appendSelectionEvent(trx, {
      tenantId,
      stream: `publicity-${p.id}`,
      actor: { id: viewer.id, name: viewer.name },
      at: new Date(),
      body: {
        type: 'publicity.answered',
        payload: { objectionId: objection.id, recordId: String(objection.record_id), outcome: input.outcome, finding, files },
      },
    });
    return p.id;
  });
}
