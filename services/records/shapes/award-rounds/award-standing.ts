import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { modules, type Lang } from '../../../../catalogue';
import type { Database } from '../../../../db';
import { formatTime } from '../../../platform/core';
import { openNow, placesOf, roundOfKind } from '../round';

/** The round kind of a module the entry names; a catalogue mistake stops the call (the catalogue test holds it). */
function kindOf(key: string): string {
  const kind = modules[key]?.round?.kind;
  if (!kind) throw new Error(`awardRounds: ${key} is not a module with a round`);
  return kind;
}

/** The caller's union's standing in the round of each module, and whether it may file any now. */
export async function awardsApply(app: FastifyInstance, request: FastifyRequest, keys: readonly string[], lang: Lang) {
  const items = [];
  for (const key of keys)
    items.push({ module: key, title: modules[key]!.title[lang], ...(await placesOf(app, request, kindOf(key), lang)) });
  return { apply: items.some((i) => i.apply), items };
}

/** Whether the round of the module's kind is open now: the open one, else the newest (closed), else none. */
export async function openRoundOf(db: Kysely<Database>, tenantId: string, key: string) {
  const kind = kindOf(key);
  const round = await roundOfKind(db, tenantId, kind);
  return {
    open: round ? openNow(round) : false,
    module: key,
    kind,
    roundId: round ? String(round.id) : null,
    year: round?.year ?? null,
    title: round?.title ?? null,
    opensAt: round ? formatTime(round.opens_at) : null,
    closesAt: round ? formatTime(round.closes_at) : null,
  };
}
