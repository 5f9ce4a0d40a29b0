import { Type } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { ModuleEntry } from '../../../../catalogue';
import { langOf, Nullable, ok, okOf } from '../../../platform/core';
import { placesOf } from './round-routes';
import { roundOfKind } from './round-store';
import { PlacesView } from './schemas';

const Notice = Nullable(
  Type.Composite([
    PlacesView,
    Type.Object({
      year: Type.Integer(),
      title: Type.String({ description: 'The call for applications (评选通知)' }),
      open: Type.Boolean({ description: 'Open and now within its window: a submit is taken' }),
      publicityDays: Type.Integer({ description: 'Working days of the publicity after approval; 0 for none' }),
    }),
  ]),
);

/**
 * `getNotice` (honor1, `servedBy: 'round'`; field3apply's `now`): the federation's current call for applications, the round of the module's
 * kind (the open one, else the newest, so the union reads why it is closed), with the caller union's
 * standing in it (`isApply`'s answer: may it apply now, its quota and use; as a higher union its
 * places and their use). Null when no round of the kind was ever opened; a submit then answers 409
 * `noRound`.
 */
export function registerGetNotice(fastify: FastifyInstance, entry: ModuleEntry, kind: string, path = 'getNotice'): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    `/${path}`,
    {
      config: { permission: `${entry.key}.view` },
      schema: {
        tags: [entry.key],
        summary:
          'The current call for applications (the open round, else the latest; null when none): its window, the union’s places and their use',
        response: { 200: okOf(Notice) },
      },
    },
    async (request) => {
      const round = await roundOfKind(app.db, request.viewer.tenantId, kind);
      if (!round) return ok(request, null);
      const standing = await placesOf(app, request, kind, langOf(request));
      const open = standing.reason !== 'windowClosed' && standing.reason !== 'windowNotOpen';
      // The standards come with the standing (`isApply`'s answer): the same round's.
      return ok(request, { ...standing, year: round.year, title: round.title, open, publicityDays: round.publicity_days });
    },
  );
}
