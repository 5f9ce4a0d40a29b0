import { Type } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { ModuleEntry, NoTaskDef } from '../../../../catalogue';
import { AppError, badRequest, formatTime, langOf, notFound, ok, okOf } from '../../../platform/core';
import { roundById, roundStandingOf } from '../../assessment-rounds';
import { underLocks } from '../../engine';
import { IdString } from '../../engine/schemas';
import { declarationOf, liveFilingOf, unionLock } from './declarations';

const NoTaskBody = Type.Object(
  { id: Type.String({ ...IdString, description: 'the round: the id of the published selfassessmentopen record queryInfo answers' }) },
  { additionalProperties: false, examples: [{ id: '1234567890' }] },
);

const Declaration = Type.Object({
  module: Type.String(),
  roundId: Type.String(),
  unionId: Type.String(),
  year: Type.Integer(),
  declaredAt: Type.String({ description: 'yyyy-MM-dd HH:mm:ss, Beijing time' }),
});

/**
 * `noTask`: the caller's union declares it has nothing to file for the round's year. Refused with
 * 404 for a round that does not apply to it, 400 naming `id` for a round of another kind, 409
 * `windowClosed` when filing in the round is not open, 409 `periodTaken` while the union has a live
 * filing of the year. Declaring again answers the declaration made first.
 */
export function registerNoTaskCall(fastify: FastifyInstance, entry: ModuleEntry, def: NoTaskDef): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.post(
    '/noTask',
    {
      config: { permission: `${entry.key}.edit` },
      schema: {
        tags: [entry.key],
        summary: 'Declare that the union has nothing to file for the round (无任务)',
        body: NoTaskBody,
        response: { 200: okOf(Declaration) },
      },
    },
    async (request) => {
      const viewer = request.viewer;
      const lang = langOf(request);
      const module = entry.title[lang];
      const round = await roundById(app.db, viewer.tenantId, viewer.unionPath, request.body.id);
      if (!round) throw notFound();
      if (round.type !== def.type) throw badRequest('id', 'roundType', 'assessRoundOtherType', { module });
      const closed = roundStandingOf(round);
      if (closed) {
        const vars = { year: String(round.year), start: round.window?.start ?? '', end: round.window?.end ?? '' };
        throw new AppError(409, 'assessRoundClosed', vars, { reason: 'windowClosed', roundId: round.id, why: closed });
      }
      const year = String(round.year);
      const row = await underLocks(app.db, [unionLock(viewer.tenantId, entry.key, viewer.unionId)], async (trx) => {
        const live = await liveFilingOf(trx, viewer.tenantId, entry, def, viewer.unionId, year);
        if (live) throw new AppError(409, 'assessFilingLive', { year, id: live }, { reason: 'periodTaken', existingId: live });
        await trx
          .insertInto('no_task')
          .values({
            tenant_id: viewer.tenantId,
            module: entry.key,
            union_id: viewer.unionId,
            period: year,
            round_id: round.id,
            declared_by: viewer.id,
          })
          .onConflict((oc) => oc.columns(['tenant_id', 'module', 'union_id', 'period']).doNothing())
          .execute();
        return (await declarationOf(trx, viewer.tenantId, entry.key, viewer.unionId, year))!;
      });
      return ok(request, {
        module: entry.key,
        roundId: String(row.round_id),
        unionId: String(row.union_id),
        year: Number(row.period),
        declaredAt: formatTime(row.create_time) ?? '',
      });
    },
  );
}
