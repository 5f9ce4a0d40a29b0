import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Lang, ModuleEntry } from '../../../../catalogue';
import { placesOf } from '../round';
import { applyRule } from './apply-rule';

/** The round's part of the answer for a source filed in no selection round. */
const NO_ROUND = {
  kind: null,
  roundId: null,
  opensAt: null,
  closesAt: null,
  roundTitle: null,
  noticeText: null,
  summaryDeadline: null,
  places: null,
  placesUsed: null,
  standards: {},
};

/**
 * A source's `isApply`: whether the caller's union may nominate now, in the order its submit is
 * checked: a union that does not file the source (`notStarter`), a higher union that has sent its
 * summary of the round (`roundClosed`), then, for a source filed in selection rounds, the round of
 * its kind as recommendCapital's and advanceSelection's isApply answer it (`placesOf`: its window,
 * the union's places and their use, the higher union's allocation). A source in no round keeps the
 * roll-up's own quota.
 */
export async function nominationStanding(
  app: FastifyInstance,
  request: FastifyRequest,
  summary: ModuleEntry,
  source: ModuleEntry,
  lang: Lang,
) {
  const rule = await applyRule(app.db, request.viewer, summary, source, lang);
  const { higherUnionId, summarySent } = rule;
  if (!source.round) return { ...NO_ROUND, ...rule };
  const round = await placesOf(app, request, source.round.kind, lang);
  const { reason, message } = rule.reason === 'notStarter' || rule.reason === 'roundClosed' ? rule : round;
  return { ...round, apply: reason === null, reason, message, higherUnionId, summarySent };
}
