import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db';
import { todayInShanghai } from '../../platform/core';

/** The module whose published records are the rounds. */
export const ROUND_MODULE = 'selfassessmentopen';

/** One published round as the filing modules read it. */
export interface AssessmentRound {
  id: string;
  type: string;
  year: number;
  window: { start: string; end: string } | null;
  open: boolean;
  publisherId: string;
  publisherName: string;
  publisherPath: string;
  form: Record<string, unknown>;
}

/** Why filing in a round is not open today; null when it is. */
export type RoundOpenness = null | 'notOpen' | 'notStarted' | 'ended';

type Row = { id: string; union_id: string; union_name: string; union_path: string; form: Record<string, unknown> };

function roundOf(r: Row): AssessmentRound {
  const f = r.form;
  const w = f.window as { start?: string; end?: string } | null | undefined;
  return {
    id: String(r.id),
    type: String(f.type ?? ''),
    year: Number(f.year),
    window: w?.start && w.end ? { start: w.start, end: w.end } : null,
    open: f.open === '1',
    publisherId: String(r.union_id),
    publisherName: r.union_name,
    publisherPath: r.union_path,
    form: f,
  };
}

const published = (db: Kysely<Database>, tenantId: string, unionPath: string) =>
  db
    .selectFrom('record')
    .select(['id', 'union_id', 'union_name', 'union_path', 'form'])
    .where('tenant_id', '=', tenantId)
    .where('module', '=', ROUND_MODULE)
    .where('state', '=', 'approved')
    // Published by the union itself or a union above it: paths end with '/', so a prefix ends a segment.
    .where(sql<boolean>`${unionPath} like record.union_path || '%'`);

/** A published round by id that applies to a union at `unionPath` (its own or an ancestor's); undefined otherwise. */
export async function roundById(db: Kysely<Database>, tenantId: string, unionPath: string, id: string) {
  const row = await published(db, tenantId, unionPath).where('id', '=', id).executeTakeFirst();
  return row ? roundOf(row) : undefined;
}

/**
 * The round of `type` that applies to a union at `unionPath`: of `year`, or the latest year when
 * absent; of the nearest publisher (the longest path) when several unions above published one.
 */
export async function roundApplying(db: Kysely<Database>, tenantId: string, unionPath: string, type: string, year?: number) {
  let q = published(db, tenantId, unionPath).where((eb) => eb(eb.ref('form', '->>').key('type'), '=', type));
  if (year !== undefined) q = q.where((eb) => eb(eb.ref('form', '->>').key('year'), '=', String(year)));
  const rows = await q.execute();
  const rounds = rows
    .map(roundOf)
    .sort((a, b) => b.year - a.year || b.publisherPath.length - a.publisherPath.length || Number(b.id) - Number(a.id));
  return rounds[0];
}

/** Whether filing in the round is open today (Beijing): `open` is 是 and today is within its window. */
export function roundStandingOf(round: AssessmentRound, now = new Date()): RoundOpenness {
  if (!round.open) return 'notOpen';
  const today = todayInShanghai(now);
  if (round.window && today < round.window.start) return 'notStarted';
  if (round.window && today > round.window.end) return 'ended';
  return null;
}
