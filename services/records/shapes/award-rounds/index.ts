/**
 * The award-rounds shape (`awardRounds`): calls the spec gives one module about the selection rounds
 * of others (docs/forms/group-a-model-workers.md, recommendCapital and recommendCapital3):
 * recommendCapital's `isApply` answers the caller's union's standing in the round of each capital
 * award at once; recommendCapital3's `queryRecommendNation1ByOpen` whether the national medal's round
 * is open; its `queryCrop` the children unions with their approved nominations (no summary module
 * gathers them). Every answer is read from the rounds and the records; nothing is written.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { AwardRoundsDef, ModuleEntry } from '../../../../catalogue';
import type { RecordShape } from '../../engine';
import { langOf, ok, okOf } from '../../../platform/core';
import { childUnionRows } from '../roll-up';
import { awardsApply, openRoundOf } from './award-standing';
import { AwardsApply, ChildUnionView, OpenRound } from './schemas';

/** The calls the entry says this shape serves, by their last path segment. */
const servedCalls = (entry: ModuleEntry) =>
  (entry.extraCalls ?? []).filter((c) => c.servedBy === 'awardRounds').map((c) => c.path.split('/').pop()!);

/** Every call declared served here must be one the option sets up: a missing one stops the app at start. */
function assertServed(entry: ModuleEntry, def: AwardRoundsDef): void {
  const known = [
    ...(def.isApply ? ['isApply'] : []),
    ...(def.openRound ? [def.openRound.call] : []),
    ...(def.queryCrop ? ['queryCrop'] : []),
  ];
  for (const call of servedCalls(entry)) if (!known.includes(call)) throw new Error(`${entry.key}: awardRounds serves no ${call}`);
}

export const awardRoundsShape: RecordShape<AwardRoundsDef> = {
  name: 'awardRounds',
  option: (entry) => entry.awardRounds,
  routes: (entry, def) => async (base) => {
    assertServed(entry, def);
    const app = base.withTypeProvider<TypeBoxTypeProvider>();
    const view = { permission: `${entry.key}.view` };
    const tags = [entry.key];
    const isApply = def.isApply;
    if (isApply) {
      app.get(
        '/isApply',
        {
          config: view,
          schema: {
            tags,
            summary: "Whether the caller's union may file each award now: one item per award with its round's window, places and use",
            response: { 200: okOf(AwardsApply) },
          },
        },
        async (request) => ok(request, await awardsApply(app, request, isApply, langOf(request))),
      );
    }
    const open = def.openRound;
    if (open) {
      app.get(
        `/${open.call}`,
        {
          config: view,
          schema: { tags, summary: `Whether the round of ${open.module} is open now, and which`, response: { 200: okOf(OpenRound) } },
        },
        async (request) => ok(request, await openRoundOf(app.db, request.viewer.tenantId, open.module)),
      );
    }
    if (def.queryCrop) {
      app.get(
        '/queryCrop',
        {
          config: view,
          schema: {
            tags,
            summary: "The caller's children unions with their approved nominations, or none (not applied)",
            response: { 200: okOf(Type.Array(ChildUnionView)) },
          },
        },
        async (request) => {
          const v = request.viewer;
          return ok(request, await childUnionRows(app.db, v, { id: v.unionId, path: v.unionPath }, entry, langOf(request)));
        },
      );
    }
  },
};
