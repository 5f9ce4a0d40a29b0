import { sql, type Kysely } from 'kysely';
import type { Lang } from '../../../../catalogue';
import { newId, type Database, type SelectionRound } from '../../../../db';
import { dictionaryItems, dictionaryLabel } from '../../../admin/dictionaries';
import {
  AppError,
  formatTime,
  InvalidInputError,
  message,
  notFound,
  offsetOf,
  pageOf,
  parseSort,
  parseTime,
  type Paging,
} from '../../../platform/core';
import { heldRecordOf, LIVE, roundOfKind } from '../../round-places';
import type { SaveInput } from './schemas';
import { standardsToSave, type RoundStandards } from './standards';

export const KIND_DICT = 'selection_round_kind';

export { heldRecordOf, LIVE, roundOfKind };

type RoundRow = SelectionRound;

/** The kind's label in `lang` (the key when the dictionary has none). */
export async function kindName(db: Kysely<Database>, tenantId: string, kind: string, lang: Lang): Promise<string> {
  return dictionaryLabel(db, tenantId, KIND_DICT, kind, lang);
}

/** Open and now within its window. */
export const openNow = (r: Pick<RoundRow, 'status' | 'opens_at' | 'closes_at'>, now = new Date()) =>
  r.status === 'open' && r.opens_at <= now && now <= r.closes_at;

/**
 * Live records of the round: of one union (`unionId`, `except` the one being sent), or of a union and
 * the unions below it (`below`, its path).
 */
async function liveCount(
  db: Kysely<Database>,
  tenantId: string,
  roundId: string,
  { unionId, except, below }: { unionId?: string; except?: string; below?: string },
): Promise<number> {
  let q = db
    .selectFrom('round_record as rr')
    .innerJoin('record as r', 'r.id', 'rr.record_id')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('rr.tenant_id', '=', tenantId)
    .where('rr.round_id', '=', roundId)
    .where('r.state', 'in', LIVE);
  if (unionId) q = q.where('rr.union_id', '=', unionId);
  if (except) q = q.where('rr.record_id', '!=', except);
  if (below) q = q.where('r.union_path', 'like', `${below}%`);
  return Number((await q.executeTakeFirstOrThrow()).n);
}

/** The union's live records of the round, `except` the one being sent. */
export const usedBy = (db: Kysely<Database>, tenantId: string, roundId: string, unionId: string, except?: string) =>
  liveCount(db, tenantId, roundId, { unionId, except });

/** Live records of the round filed by `unionPath` and the unions below it. */
const usedBelow = (db: Kysely<Database>, tenantId: string, roundId: string, unionPath: string) =>
  liveCount(db, tenantId, roundId, { below: unionPath });

/** The allocations of a round with each higher union's name and use. */
async function allocationsOf(db: Kysely<Database>, tenantId: string, roundId: string) {
  const rows = await db
    .selectFrom('selection_round_places as p')
    .innerJoin('union_org as u', 'u.id', 'p.union_id')
    .select(['p.union_id', 'p.places', 'u.name', 'u.path'])
    .where('p.tenant_id', '=', tenantId)
    .where('p.round_id', '=', roundId)
    .orderBy('p.union_id')
    .execute();
  return Promise.all(
    rows.map(async (r) => ({
      unionId: String(r.union_id),
      unionName: r.name,
      places: r.places,
      used: await usedBelow(db, tenantId, roundId, r.path),
    })),
  );
}

/** The allocation of one higher union in a round, with its use; null when it has none. */
export async function allocationOf(db: Kysely<Database>, tenantId: string, roundId: string, union: { id: string; path: string }) {
  const row = await db
    .selectFrom('selection_round_places')
    .select('places')
    .where('tenant_id', '=', tenantId)
    .where('round_id', '=', roundId)
    .where('union_id', '=', union.id)
    .executeTakeFirst();
  return row ? { places: row.places, used: await usedBelow(db, tenantId, roundId, union.path) } : null;
}

async function view(db: Kysely<Database>, r: RoundRow, lang: Lang) {
  return {
    id: String(r.id),
    kind: r.kind,
    kindName: await kindName(db, r.tenant_id, r.kind, lang),
    year: r.year,
    title: r.title,
    opensAt: formatTime(r.opens_at)!,
    closesAt: formatTime(r.closes_at)!,
    placesPerUnion: r.places_per_union,
    publicityDays: r.publicity_days,
    noRepeatYears: r.no_repeat_years,
    status: r.status,
    openNow: openNow(r),
    allocations: await allocationsOf(db, r.tenant_id, String(r.id)),
    summaryDeadline: formatTime(r.summary_deadline),
    frontlineMinPercent: r.frontline_min_percent,
    leaderMaxPercent: r.leader_max_percent,
    noticeText: r.notice_text,
    standards: r.standards as RoundStandards,
  };
}

/** The fields a round list may be sorted by (`ascs`, `descs`), and their columns; any other is a 400. */
const ROUND_SORT = { year: 'year', kind: 'kind', opensAt: 'opens_at', closesAt: 'closes_at', title: 'title' } as const;
type RoundSortColumn = (typeof ROUND_SORT)[keyof typeof ROUND_SORT];

export async function listRounds(db: Kysely<Database>, tenantId: string, q: Paging & { kind?: string; year?: number }, lang: Lang) {
  const sort = parseSort<RoundSortColumn>(q, ROUND_SORT, [
    { column: 'year', direction: 'desc' },
    { column: 'opens_at', direction: 'desc' },
  ]);
  let rows = db.selectFrom('selection_round').where('tenant_id', '=', tenantId);
  if (q.kind) rows = rows.where('kind', '=', q.kind);
  if (q.year) rows = rows.where('year', '=', q.year);
  const { limit, offset } = offsetOf(q);
  let ordered = rows.selectAll();
  for (const term of sort) ordered = ordered.orderBy(term.column, term.direction);
  const [page, total] = await Promise.all([
    ordered.orderBy('id', 'desc').limit(limit).offset(offset).execute(),
    rows.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return pageOf(await Promise.all(page.map((r) => view(db, r, lang))), Number(total.n), q);
}

async function roundById(db: Kysely<Database>, tenantId: string, id: string) {
  const row = await db.selectFrom('selection_round').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

export async function roundDetail(db: Kysely<Database>, tenantId: string, id: string, lang: Lang) {
  return view(db, await roundById(db, tenantId, id), lang);
}

/** The form's checks beyond its schema: a known kind, a window in order, higher unions of the tenant, each once. */
async function checked(db: Kysely<Database>, tenantId: string, input: SaveInput, lang: Lang) {
  const errors: { field: string; rule: string; message: string }[] = [];
  const kinds = (await dictionaryItems(db, tenantId, KIND_DICT)).map((i) => i.dictKey);
  if (!kinds.includes(input.kind))
    errors.push({ field: 'kind', rule: 'dict', message: message('roundKindUnknown', lang, { kind: input.kind }) });
  const opens = parseTime(input.opensAt);
  const closes = parseTime(input.closesAt);
  if (!opens) errors.push({ field: 'opensAt', rule: 'time', message: message('roundTimeInvalid', lang) });
  if (!closes) errors.push({ field: 'closesAt', rule: 'time', message: message('roundTimeInvalid', lang) });
  if (opens && closes && closes < opens) errors.push({ field: 'closesAt', rule: 'notBefore', message: message('roundWindowOrder', lang) });
  const deadline = input.summaryDeadline ? parseTime(input.summaryDeadline) : null;
  if (input.summaryDeadline && !deadline)
    errors.push({ field: 'summaryDeadline', rule: 'time', message: message('roundTimeInvalid', lang) });
  if (deadline && closes && deadline < closes)
    errors.push({ field: 'summaryDeadline', rule: 'notBefore', message: message('roundDeadlineOrder', lang) });
  const allocations = input.allocations ?? [];
  const ids = allocations.map((a) => a.unionId);
  const known = ids.length
    ? new Set(
        (
          await db
            .selectFrom('union_org')
            .select('id')
            .where('tenant_id', '=', tenantId)
            .where('kind', 'in', ['launion', 'federation'])
            .where('id', 'in', ids)
            .execute()
        ).map((u) => String(u.id)),
      )
    : new Set<string>();
  allocations.forEach((a, i) => {
    if (!known.has(a.unionId))
      errors.push({ field: `allocations[${i}].unionId`, rule: 'exists', message: message('roundUnionUnknown', lang, { id: a.unionId }) });
    else if (ids.indexOf(a.unionId) !== i)
      errors.push({ field: `allocations[${i}].unionId`, rule: 'unique', message: message('roundUnionTwice', lang, { id: a.unionId }) });
  });
  if (errors.length) throw new InvalidInputError(errors);
  return { opens: opens!, closes: closes!, deadline, allocations };
}

/** Creates a round, or changes one that is not closed; one open round per kind (409 `roundOpenTaken`). */
export async function saveRound(db: Kysely<Database>, tenantId: string, input: SaveInput, lang: Lang) {
  const { opens, closes, deadline, allocations } = await checked(db, tenantId, input, lang);
  const id = await db.transaction().execute(async (trx) => {
    const other = await trx
      .selectFrom('selection_round')
      .select('id')
      .where('tenant_id', '=', tenantId)
      .where('kind', '=', input.kind)
      .where('status', '=', 'open')
      .$if(Boolean(input.id), (q) => q.where('id', '!=', input.id!))
      .forUpdate()
      .executeTakeFirst();
    if (other) {
      const kind = await kindName(trx, tenantId, input.kind, lang);
      throw new AppError(409, 'roundOpenTaken', { kind, id: String(other.id) }, { reason: 'roundOpenTaken', existingId: String(other.id) });
    }
    const values = {
      kind: input.kind,
      year: input.year,
      title: input.title.trim(),
      opens_at: opens,
      closes_at: closes,
      places_per_union: input.placesPerUnion ?? 1,
      publicity_days: input.publicityDays ?? 5,
      no_repeat_years: input.noRepeatYears ?? null,
      summary_deadline: deadline,
      frontline_min_percent: input.frontlineMinPercent ?? 0,
      leader_max_percent: input.leaderMaxPercent ?? 0,
      // Plain text: the console shows it as written, line by line; a blank one is none.
      notice_text: input.noticeText?.trim() || null,
      // Absent, a round's standards stay as they are (a caller that does not name them).
      ...(input.standards === undefined
        ? {}
        : { standards: standardsToSave(input.kind, input.standards, await kindName(trx, tenantId, input.kind, lang)) }),
    };
    let roundId = input.id;
    if (roundId) {
      const row = await trx
        .selectFrom('selection_round')
        .select('status')
        .where('tenant_id', '=', tenantId)
        .where('id', '=', roundId)
        .forUpdate()
        .executeTakeFirst();
      if (!row) throw notFound();
      if (row.status === 'closed') throw new AppError(409, 'roundIsClosed', {}, { reason: 'roundClosed' });
      await trx
        .updateTable('selection_round')
        .set({ ...values, update_time: new Date() })
        .where('tenant_id', '=', tenantId)
        .where('id', '=', roundId)
        .execute();
      await trx.deleteFrom('selection_round_places').where('tenant_id', '=', tenantId).where('round_id', '=', roundId).execute();
    } else {
      roundId = newId();
      await trx
        .insertInto('selection_round')
        .values({ id: roundId, tenant_id: tenantId, ...values })
        .execute();
    }
    if (allocations.length)
      await trx
        .insertInto('selection_round_places')
        .values(allocations.map((a) => ({ tenant_id: tenantId, round_id: roundId!, union_id: a.unionId, places: a.places })))
        .execute();
    return roundId;
  });
  return roundDetail(db, tenantId, id, lang);
}

/**
 * Closes a round early: its window ends now (not before it opened), so the refusals and the list
 * say when filing really ended; closing a closed round changes nothing.
 */
export async function closeRound(db: Kysely<Database>, tenantId: string, id: string, lang: Lang) {
  await roundById(db, tenantId, id);
  const now = new Date();
  await db
    .updateTable('selection_round')
    .set((eb) => ({
      status: 'closed',
      closes_at: sql<Date>`greatest(${eb.ref('opens_at')}, least(${eb.ref('closes_at')}, ${now}))`,
      update_time: now,
    }))
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .where('status', '=', 'open')
    .execute();
  return roundDetail(db, tenantId, id, lang);
}

/**
 * The places the federation allocated to `unionId` in a round: null when it allocated that union
 * none; `allocated` false when the round allocates no places at all (the higher unions' lists are
 * then bounded by the unions' own places only: a round before its allocation, the demo's).
 */
export async function placesAllocated(db: Kysely<Database>, tenantId: string, roundId: string, unionId: string) {
  const rows = await db
    .selectFrom('selection_round_places')
    .select(['union_id', 'places'])
    .where('tenant_id', '=', tenantId)
    .where('round_id', '=', roundId)
    .execute();
  const own = rows.find((r) => String(r.union_id) === unionId);
  return { allocated: rows.length > 0, places: own ? own.places : null };
}

/** A live record of the round, other than `except`, whose form's `field` holds `value`: the same nominee filed twice. */
export async function sameNominee(db: Kysely<Database>, tenantId: string, roundId: string, field: string, value: string, except: string) {
  return db
    .selectFrom('round_record as rr')
    .innerJoin('record as r', 'r.id', 'rr.record_id')
    .select('r.id')
    .where('rr.tenant_id', '=', tenantId)
    .where('rr.round_id', '=', roundId)
    .where('r.state', 'in', LIVE)
    .where('r.id', '!=', except)
    .where((eb) => eb(eb.ref('r.form', '->>').key(field), '=', value))
    .executeTakeFirst();
}

/**
 * The newest honour of a round of `kind` (granted by a publicity's decision on a record filed in such
 * a round) held by the ID number or credit code `value`, in a year after `since` (any year when null).
 */
export async function honourOfKind(db: Kysely<Database>, tenantId: string, kind: string, value: string, since: number | null) {
  return db
    .selectFrom('honour as h')
    .innerJoin('round_record as rr', (j) => j.onRef('rr.record_id', '=', 'h.source_record_id').onRef('rr.tenant_id', '=', 'h.tenant_id'))
    .innerJoin('selection_round as sr', 'sr.id', 'rr.round_id')
    .select(['h.year', 'h.honour_name'])
    .where('h.tenant_id', '=', tenantId)
    .where('sr.kind', '=', kind)
    .where((eb) => eb.or([eb('h.id_card', '=', value), eb('h.unit_uscc', '=', value)]))
    .$if(since !== null, (q) => q.where('h.year', '>', since!))
    .orderBy('h.year', 'desc')
    .executeTakeFirst();
}

/** The round a record was filed in (`round_record`), its id; undefined for a record filed in none. */
export async function heldRoundOf(db: Kysely<Database>, tenantId: string, recordId: string): Promise<string | undefined> {
  const held = await db
    .selectFrom('round_record')
    .select('round_id')
    .where('tenant_id', '=', tenantId)
    .where('record_id', '=', recordId)
    .executeTakeFirst();
  return held ? String(held.round_id) : undefined;
}

/** A round as a person names it: its year and kind (2030年「北京市劳动模范和先进工作者」); undefined for a round the tenant has not. */
export async function roundLabel(db: Kysely<Database>, tenantId: string, roundId: string, lang: Lang): Promise<string | undefined> {
  const round = await db
    .selectFrom('selection_round')
    .select(['kind', 'year'])
    .where('tenant_id', '=', tenantId)
    .where('id', '=', roundId)
    .executeTakeFirst();
  if (!round) return undefined;
  const kind = await kindName(db, tenantId, round.kind, lang);
  return lang === 'zh' ? `${round.year}年「${kind}」` : `${kind} ${round.year}`;
}
