import type { Kysely } from 'kysely';
import type { Database } from '../database';
import { newId } from '../ids';
import type { ProfileSections, UnionProfile, UnionStatus } from '../tables/union-profile';
import type { HistoryValues } from './history-keys';

type Db = Kysely<Database>;

/** Who made a change and from where: a direct edit (no module) or an approved record. */
export interface ChangeSource {
  actorId: string | null;
  actorName: string;
  module: string | null;
  recordId: string | null;
  at: Date;
}

/** The union's profile row, or null when it has none yet (defaults apply). */
export async function findProfile(db: Db, tenantId: string, unionId: string, opts: { lock?: boolean } = {}): Promise<UnionProfile | null> {
  let q = db.selectFrom('union_profile').selectAll().where('tenant_id', '=', tenantId).where('union_id', '=', unionId);
  if (opts.lock) q = q.forUpdate();
  return (await q.executeTakeFirst()) ?? null;
}

/** The union's profile kind (`union_kind`: ally, union, crop…) as its set-up recorded it, or null where none did. */
export async function profileKindOf(db: Db, tenantId: string, unionId: string): Promise<string | null> {
  const kind = (await findProfile(db, tenantId, unionId))?.sections.organisation?.unionKind;
  return typeof kind === 'string' && kind !== '' ? kind : null;
}

/** The profile row, created with the defaults when missing, and locked for the change in progress. */
export async function lockedProfile(db: Db, tenantId: string, unionId: string): Promise<UnionProfile> {
  await db
    .insertInto('union_profile')
    .values({ union_id: unionId, tenant_id: tenantId, established_on: null, status: 'active', sections: '{}' })
    .onConflict((oc) => oc.column('union_id').doNothing())
    .execute();
  const row = await findProfile(db, tenantId, unionId, { lock: true });
  if (!row) throw new Error(`union ${unionId} has no profile row in tenant ${tenantId}`);
  return row;
}

/** Keeps one change of `section`; an effect's section holds only the keys declared for it (history-keys.ts). */
export async function writeHistory<S extends string>(
  db: Db,
  tenantId: string,
  unionId: string,
  section: S,
  before: HistoryValues<S> | null,
  after: HistoryValues<S>,
  source: ChangeSource,
): Promise<void> {
  await db
    .insertInto('union_profile_history')
    .values({
      id: newId(),
      tenant_id: tenantId,
      union_id: unionId,
      section,
      before: before === null ? null : JSON.stringify(before),
      after: JSON.stringify(after),
      actor_id: source.actorId,
      actor_name: source.actorName,
      source_module: source.module,
      source_record_id: source.recordId,
      at: source.at,
    })
    .execute();
}

export interface ProfileChange {
  /** Section fields to merge (a null value clears a field). */
  sections?: ProfileSections;
  memberCount?: number;
  femaleMembers?: number;
  status?: UnionStatus;
  establishedOn?: string;
}

/**
 * Applies a change to a union's profile and keeps one history row per section it changed, with
 * the section's fields before and after. A change that changes nothing leaves no history.
 */
export async function changeProfile(
  db: Db,
  tenantId: string,
  unionId: string,
  change: ProfileChange,
  source: ChangeSource,
): Promise<UnionProfile> {
  const current = await lockedProfile(db, tenantId, unionId);
  const sections: ProfileSections = { ...current.sections };
  for (const [key, fields] of Object.entries(change.sections ?? {})) {
    const before = current.sections[key] ?? {};
    const after = { ...before, ...fields };
    if (JSON.stringify(after) === JSON.stringify(before)) continue;
    sections[key] = after;
    await writeHistory(db, tenantId, unionId, key, current.sections[key] ?? null, after, source);
  }
  const counts = {
    memberCount: change.memberCount ?? current.member_count,
    femaleMembers: change.femaleMembers ?? current.female_members,
  };
  if (counts.memberCount !== current.member_count || counts.femaleMembers !== current.female_members) {
    await writeHistory(
      db,
      tenantId,
      unionId,
      'members',
      { memberCount: current.member_count, femaleMembers: current.female_members },
      counts,
      source,
    );
  }
  const status = change.status ?? current.status;
  const establishedOn = change.establishedOn ?? current.established_on;
  if (status !== current.status || establishedOn !== current.established_on) {
    await writeHistory(
      db,
      tenantId,
      unionId,
      'status',
      { status: current.status, establishedOn: current.established_on },
      { status, establishedOn },
      source,
    );
  }
  const updated = await db
    .updateTable('union_profile')
    .set({
      sections: JSON.stringify(sections),
      member_count: counts.memberCount,
      female_members: counts.femaleMembers,
      status,
      established_on: establishedOn,
      update_time: source.at,
    })
    .where('tenant_id', '=', tenantId)
    .where('union_id', '=', unionId)
    .returningAll()
    .executeTakeFirstOrThrow();
  return updated;
}
