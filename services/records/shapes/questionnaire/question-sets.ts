import type { Kysely, Transaction } from 'kysely';
import type { QuestionSetContent, QuestionSetVersionStatus } from '../../../../catalogue/questionnaire';
import { newId, type Database } from '../../../../db';
import { AppError, formatTime, notFound } from '../../../platform/core';

/** One version as the builder lists it. */
export interface VersionSummary {
  version: number;
  status: QuestionSetVersionStatus;
  questionCount: number;
  updateTime: string;
  publishTime: string | null;
}

/** One version with its questions. */
export interface VersionDetail extends VersionSummary {
  setKey: string;
  title: string;
  content: QuestionSetContent;
  versions: VersionSummary[];
}

type Db = Kysely<Database> | Transaction<Database>;

interface Actor {
  tenantId: string;
  userId: string;
}

async function findSet(db: Db, tenantId: string, setKey: string, lock = false) {
  let q = db.selectFrom('question_set').selectAll().where('tenant_id', '=', tenantId).where('set_key', '=', setKey);
  if (lock) q = q.forUpdate();
  const set = await q.executeTakeFirst();
  if (!set) throw notFound();
  return set;
}

async function versionsOf(db: Db, tenantId: string, setId: string) {
  return db
    .selectFrom('question_set_version')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('set_id', '=', setId)
    .orderBy('version', 'desc')
    .execute();
}

type VersionRow = Awaited<ReturnType<typeof versionsOf>>[number];

function summary(v: VersionRow): VersionSummary {
  return {
    version: v.version,
    status: v.status,
    questionCount: v.content.questions.length,
    updateTime: formatTime(v.update_time) ?? '',
    publishTime: formatTime(v.publish_time),
  };
}

/** Every set of the tenant with its versions, newest first. */
export async function listSets(db: Db, tenantId: string) {
  const sets = await db.selectFrom('question_set').selectAll().where('tenant_id', '=', tenantId).orderBy('set_key').execute();
  return Promise.all(
    sets.map(async (s) => ({ setKey: s.set_key, title: s.title, versions: (await versionsOf(db, tenantId, s.id)).map(summary) })),
  );
}

/** One version of a set: the one asked for, else the draft, else the newest. */
export async function setDetail(db: Db, tenantId: string, setKey: string, version?: number): Promise<VersionDetail> {
  const set = await findSet(db, tenantId, setKey);
  const versions = await versionsOf(db, tenantId, set.id);
  const chosen =
    version === undefined ? (versions.find((v) => v.status === 'draft') ?? versions[0]) : versions.find((v) => v.version === version);
  if (!chosen) throw notFound();
  return { ...summary(chosen), setKey, title: set.title, content: chosen.content, versions: versions.map(summary) };
}

/** A new set with an empty draft version 1; 409 when the key is taken. */
export async function createSet(db: Kysely<Database>, actor: Actor, setKey: string, title: string): Promise<VersionDetail> {
  await db.transaction().execute(async (trx) => {
    const setId = newId();
    const inserted = await trx
      .insertInto('question_set')
      .values({ id: setId, tenant_id: actor.tenantId, set_key: setKey, title, create_user: actor.userId })
      .onConflict((oc) => oc.columns(['tenant_id', 'set_key']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) throw new AppError(409, 'questionSetExists', { setKey });
    await trx
      .insertInto('question_set_version')
      .values({
        id: newId(),
        tenant_id: actor.tenantId,
        set_id: setId,
        version: 1,
        status: 'draft',
        content: JSON.stringify({ title, questions: [] } satisfies QuestionSetContent),
        update_user: actor.userId,
      })
      .execute();
  });
  return setDetail(db, actor.tenantId, setKey);
}

/**
 * Writes the set's draft: the open draft when there is one, else a new version after the newest.
 * `version`, when given, must be that draft: a published version answers 409 and stays as it was.
 */
export async function saveDraft(
  db: Kysely<Database>,
  actor: Actor,
  setKey: string,
  content: QuestionSetContent,
  version?: number,
): Promise<VersionDetail> {
  await db.transaction().execute(async (trx) => {
    // One writer per set at a time: two first saves would both add a version otherwise.
    const set = await findSet(trx, actor.tenantId, setKey, true);
    const versions = await versionsOf(trx, actor.tenantId, set.id);
    const draft = versions.find((v) => v.status === 'draft');
    if (version !== undefined && draft?.version !== version) {
      const named = versions.find((v) => v.version === version);
      if (!named) throw notFound();
      throw new AppError(409, 'questionSetPublished', { version: String(version) });
    }
    const now = new Date();
    if (draft) {
      await trx
        .updateTable('question_set_version')
        .set({ content: JSON.stringify(content), update_user: actor.userId, update_time: now })
        .where('id', '=', draft.id)
        .execute();
    } else {
      await trx
        .insertInto('question_set_version')
        .values({
          id: newId(),
          tenant_id: actor.tenantId,
          set_id: set.id,
          version: (versions[0]?.version ?? 0) + 1,
          status: 'draft',
          content: JSON.stringify(content),
          update_user: actor.userId,
        })
        .execute();
    }
    await trx.updateTable('question_set').set({ title: content.title, update_time: now }).where('id', '=', set.id).execute();
  });
  return setDetail(db, actor.tenantId, setKey);
}

/**
 * Publishes the draft `version` after `check` accepts its content; from then on it never changes.
 * 409 when the version is not a draft (already published).
 */
export async function publishVersion(
  db: Kysely<Database>,
  actor: Actor,
  setKey: string,
  version: number,
  check: (content: QuestionSetContent) => void,
): Promise<VersionDetail> {
  await db.transaction().execute(async (trx) => {
    const set = await findSet(trx, actor.tenantId, setKey, true);
    const row = (await versionsOf(trx, actor.tenantId, set.id)).find((v) => v.version === version);
    if (!row) throw notFound();
    if (row.status !== 'draft') throw new AppError(409, 'questionSetNoDraft', { version: String(version) });
    check(row.content);
    await trx
      .updateTable('question_set_version')
      .set({ status: 'published', publish_time: new Date(), update_user: actor.userId, update_time: new Date() })
      .where('id', '=', row.id)
      .execute();
  });
  return setDetail(db, actor.tenantId, setKey, version);
}

/** A published version of a set (the newest without `version`), or undefined (kept in db: the printout reads it too). */
export { publishedVersion } from '../../../../db';
