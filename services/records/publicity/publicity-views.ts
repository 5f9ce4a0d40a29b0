import { sql, type Kysely } from 'kysely';
import type { Lang } from '../../../catalogue';
import type { Database, Publicity } from '../../../db';
import { formatTime, notFound, offsetOf, pageOf, parseSort, todayInShanghai, type Paging } from '../../platform/core';
import { objectionFileViews } from './objection-files';
import { labelsOf, phaseOf, publicityById } from './publicity-facts';
import { shownDicts, shownView } from './shown-fields';

const head = (p: Publicity) => ({
  id: String(p.id),
  roundId: String(p.round_id),
  title: p.title,
  startDate: p.start_date,
  endDate: p.end_date,
  workingDays: p.working_days,
  contactPhone: p.contact_phone,
  contactEmail: p.contact_email,
  note: p.note,
});

const listedOf = (db: Kysely<Database>, tenantId: string, publicityId: string) =>
  db
    .selectFrom('publicity_record as pr')
    .innerJoin('union_org as u', 'u.id', 'pr.union_id')
    .select(['pr.record_id', 'pr.module', 'pr.union_id', 'u.name as union_name', 'pr.shown', 'pr.outcome'])
    .where('pr.tenant_id', '=', tenantId)
    .where('pr.publicity_id', '=', publicityId)
    .orderBy('pr.sort')
    .execute();

/** The names of unions by id. */
async function unionNames(db: Kysely<Database>, tenantId: string, ids: string[]) {
  if (ids.length === 0) return new Map<string, string>();
  const rows = await db.selectFrom('union_org').select(['id', 'name']).where('tenant_id', '=', tenantId).where('id', 'in', ids).execute();
  return new Map(rows.map((r) => [String(r.id), r.name]));
}

/** The fields a publicity list may be sorted by; any other is a 400. */
const SORT = { startDate: 'start_date', endDate: 'end_date', title: 'title' } as const;

/** The federation's list of its publicities, newest first, with how many nominees and unanswered objections each has. */
export async function listPublicities(
  db: Kysely<Database>,
  tenantId: string,
  q: Paging & { roundId?: string; status?: 'running' | 'decided' },
) {
  const sort = parseSort<(typeof SORT)[keyof typeof SORT]>(q, SORT, [{ column: 'start_date', direction: 'desc' }]);
  let rows = db.selectFrom('publicity').where('tenant_id', '=', tenantId);
  if (q.roundId) rows = rows.where('round_id', '=', q.roundId);
  if (q.status) rows = rows.where('status', '=', q.status);
  const { limit, offset } = offsetOf(q);
  let ordered = rows.selectAll();
  for (const term of sort) ordered = ordered.orderBy(term.column, term.direction);
  const [page, total] = await Promise.all([
    ordered.orderBy('id', 'desc').limit(limit).offset(offset).execute(),
    rows.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const ids = page.map((p) => p.id);
  const counts = ids.length
    ? await db
        .selectFrom('publicity as p')
        .select([
          'p.id',
          sql<number>`(select count(*)::int from publicity_record pr where pr.publicity_id = p.id)`.as('count'),
          sql<number>`(select count(*)::int from publicity_objection o where o.publicity_id = p.id)`.as('objections'),
          sql<number>`(select count(*)::int from publicity_objection o where o.publicity_id = p.id and o.outcome is null)`.as('open'),
        ])
        .where('p.tenant_id', '=', tenantId)
        .where('p.id', 'in', ids)
        .execute()
    : [];
  const byId = new Map(counts.map((c) => [String(c.id), c]));
  const today = todayInShanghai();
  return pageOf(
    page.map((p) => ({
      ...head(p),
      status: p.status,
      phase: phaseOf(p, today),
      count: byId.get(String(p.id))?.count ?? 0,
      objections: byId.get(String(p.id))?.objections ?? 0,
      openObjections: byId.get(String(p.id))?.open ?? 0,
    })),
    Number(total.n),
    q,
  );
}

/** One publicity as the federation reads it: its nominees with their unions and outcomes, the objections with the objectors' contact, its history. */
export async function publicityDetail(db: Kysely<Database>, tenantId: string, id: string, lang: Lang) {
  const p = await publicityById(db, tenantId, id);
  const [listed, objections, events] = await Promise.all([
    listedOf(db, tenantId, id),
    db
      .selectFrom('publicity_objection')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('publicity_id', '=', id)
      .orderBy('filed_at')
      .execute(),
    db
      .selectFrom('selection_event')
      .select(['seq', 'type', 'actor_name', 'at', 'payload'])
      .where('tenant_id', '=', tenantId)
      .where('stream', '=', `publicity-${id}`)
      .orderBy('seq')
      .execute(),
  ]);
  const [labels, files, verifiers] = await Promise.all([
    labelsOf(db, tenantId, lang, [...shownDicts(listed.map((l) => l.shown)), 'publicity_outcome', 'objection_outcome']),
    objectionFileViews(
      db,
      tenantId,
      objections.flatMap((o) => [...o.answer_files, ...o.verify_files]),
    ),
    unionNames(
      db,
      tenantId,
      objections.flatMap((o) => (o.verify_union_id ? [String(o.verify_union_id)] : [])),
    ),
  ]);
  const filesOf = (ids: string[]) => ids.flatMap((id) => files.get(id) ?? []);
  return {
    ...head(p),
    status: p.status,
    phase: phaseOf(p),
    decisionNo: p.decision_no,
    decisionDate: p.decision_date,
    decidedBy: p.decided_by,
    records: listed.map((l) => ({
      ...shownView(String(l.record_id), l.shown, labels),
      module: l.module,
      unionId: String(l.union_id),
      unionName: l.union_name,
      outcome: l.outcome,
      outcomeName: l.outcome ? labels('publicity_outcome', l.outcome) : null,
    })),
    objections: objections.map((o) => ({
      id: String(o.id),
      recordId: String(o.record_id),
      refNo: o.ref_no,
      content: o.content,
      objectorName: o.objector_name,
      objectorUnit: o.objector_unit,
      mobile: o.mobile,
      email: o.email,
      filedAt: formatTime(o.filed_at)!,
      outcome: o.outcome,
      outcomeName: o.outcome ? labels('objection_outcome', o.outcome) : null,
      finding: o.finding,
      answeredAt: formatTime(o.answered_at),
      answeredBy: o.answered_by,
      files: filesOf(o.answer_files),
      verification: o.verified_at
        ? {
            unionName: verifiers.get(String(o.verify_union_id)) ?? '',
            finding: o.verify_finding ?? '',
            files: filesOf(o.verify_files),
            verifiedAt: formatTime(o.verified_at)!,
            verifiedBy: o.verified_by ?? '',
          }
        : null,
    })),
    history: events.map((e) => ({ seq: e.seq, type: e.type, actorName: e.actor_name, at: formatTime(e.at)!, payload: e.payload })),
  };
}

/** The public list: the tenant's publicities from their start to their decision, newest first. */
export async function publicPublicities(db: Kysely<Database>, tenantId: string) {
  const rows = await db
    .selectFrom('publicity as p')
    .selectAll('p')
    .select(sql<number>`(select count(*)::int from publicity_record pr where pr.publicity_id = p.id)`.as('count'))
    .where('p.tenant_id', '=', tenantId)
    .where('p.status', '=', 'running')
    .where('p.start_date', '<=', todayInShanghai())
    .orderBy('p.start_date', 'desc')
    .orderBy('p.id', 'desc')
    .limit(100)
    .execute();
  return rows.map((p) => ({ ...head(p), count: p.count }));
}

/** One publicity on the public area: the notice and, per nominee, only the fields `shownOf` fixed (never an ID number or a mobile). */
export async function publicPublicityDetail(db: Kysely<Database>, tenantId: string, id: string, lang: Lang) {
  const p = await publicityById(db, tenantId, id);
  if (p.status !== 'running' || p.start_date > todayInShanghai()) throw notFound();
  const listed = await listedOf(db, tenantId, id);
  const labels = await labelsOf(db, tenantId, lang, shownDicts(listed.map((l) => l.shown)));
  return { ...head(p), nominees: listed.map((l) => shownView(String(l.record_id), l.shown, labels)) };
}
