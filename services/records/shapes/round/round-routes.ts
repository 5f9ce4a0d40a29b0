import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { modules, type Lang } from '../../../../catalogue';
import { badRequest, langOf, ok, okOf, okPageOf } from '../../../platform/core';
import { underLocks } from '../../engine';
import { roundStanding } from './round-rule';
import { allocationOf, closeRound, listRounds, roundDetail, saveRound } from './round-store';
import { IdBody, IdQuery, KindQuery, ListQuery, ModuleQuery, PlacesView, RoundView, SaveBody } from './schemas';
import { kindLock } from './submit-hold';

/** Keeping rounds: the federation's administrators (and the platform's). */
const manage = { permission: 'round.manage' };
/** A union's own places: every business role. */
const places = { permission: 'round.places' };
const tags = ['round'];

/** The caller's union's standing in the round of `kind`, with its allocation when it is a higher union with one. */
export async function placesOf(app: FastifyInstance, request: FastifyRequest, kind: string, lang: Lang) {
  const v = request.viewer;
  const standing = await roundStanding(app.db, v.tenantId, v.unionId, kind, lang);
  const own = standing.roundId ? await allocationOf(app.db, v.tenantId, standing.roundId, { id: v.unionId, path: v.unionPath }) : null;
  const { apply, reason, message, roundId, opensAt, closesAt, roundTitle, noticeText, summaryDeadline, quota, used, standards } = standing;
  return {
    kind,
    roundId,
    apply,
    reason,
    message,
    opensAt,
    closesAt,
    roundTitle,
    noticeText,
    summaryDeadline,
    quota,
    used,
    places: own?.places ?? null,
    placesUsed: own?.used ?? null,
    standards,
  };
}

/**
 * `/api/blade-crop/crop/round/...`: the federation keeps its selection rounds (list, detail,
 * submit: create or change, close) under `round.manage`; every union reads its places in the round
 * of a kind (`places`) and whether it may file a module's record now (`isApply`).
 */
export async function roundRoutes(base: FastifyInstance): Promise<void> {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/list',
    {
      config: manage,
      schema: {
        tags,
        summary: 'The selection rounds of the tenant, newest first',
        querystring: ListQuery,
        response: { 200: okPageOf(RoundView) },
      },
    },
    async (request) => ok(request, await listRounds(app.db, request.viewer.tenantId, request.query, langOf(request))),
  );

  app.get(
    '/detail',
    {
      config: manage,
      schema: {
        tags,
        summary: 'One round with its places per higher union and their use',
        querystring: IdQuery,
        response: { 200: okOf(RoundView) },
      },
    },
    async (request) => ok(request, await roundDetail(app.db, request.viewer.tenantId, request.query.id, langOf(request))),
  );

  app.post(
    '/submit',
    {
      config: manage,
      schema: {
        tags,
        summary: 'Create a round, or change one not closed (with `id`); a second open round of a kind is 409 roundOpenTaken',
        body: SaveBody,
        response: { 200: okOf(RoundView) },
      },
    },
    async (request) => ok(request, await saveRound(app.db, request.viewer.tenantId, request.body, langOf(request))),
  );

  app.post(
    '/close',
    {
      config: manage,
      schema: { tags, summary: 'Close a round early: no submission is taken after it', body: IdBody, response: { 200: okOf(RoundView) } },
    },
    async (request) => {
      const { tenantId } = request.viewer;
      const round = await roundDetail(app.db, tenantId, request.body.id, langOf(request));
      // Alone on the kind: a submission being checked finishes first, none starts while it closes.
      return ok(
        request,
        await underLocks(app.db, [kindLock(tenantId, round.kind, false)], (trx) => closeRound(trx, tenantId, round.id, langOf(request))),
      );
    },
  );

  app.get(
    '/places',
    {
      config: places,
      schema: {
        tags,
        summary: "The caller's union's places in the round of a kind: its quota and use, and its allocation as a higher union",
        querystring: KindQuery,
        response: { 200: okOf(PlacesView) },
      },
    },
    async (request) => ok(request, await placesOf(app, request, request.query.kind, langOf(request))),
  );

  app.get(
    '/isApply',
    {
      config: places,
      schema: {
        tags,
        summary: "Whether the caller's union may file a record of a module with a round now (its window, places and use)",
        querystring: ModuleQuery,
        response: { 200: okOf(PlacesView) },
      },
    },
    async (request) => {
      const entry = modules[request.query.module];
      if (!entry?.round) throw badRequest('module', 'round', 'roundModuleUnknown', { module: request.query.module });
      return ok(request, await placesOf(app, request, entry.round.kind, langOf(request)));
    },
  );
}
