import { Type } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { modules, type ModuleEntry } from '../../../catalogue';
import { langOf, ok, okOf } from '../../platform/core';
// The round's own answer per kind: this call is its `isApply` over several kinds at once. Once the
// round shape answers a window module's kinds itself (issue 22's "mw" part keeps the round), the call
// moves there and this file goes.
import { placesOf } from '../shapes/round/round-routes';
import { PlacesView } from '../shapes/round/schemas';

/** The modules a window module answers for: those filed in a round whose key is its own and a number (advanceSelection1, 2, 3). */
export const windowedBy = (entry: ModuleEntry): ModuleEntry[] =>
  Object.values(modules).filter((m) => m.round && new RegExp(`^${entry.key}\\d+$`).test(m.key));

const KindStanding = Type.Object({
  module: Type.String({ description: 'The module filed in the round of this kind' }),
  title: Type.String(),
  ...PlacesView.properties,
});
const KindsAnswer = Type.Object({
  apply: Type.Boolean({ description: 'The union may file at least one of the kinds now' }),
  kinds: Type.Array(KindStanding),
});

/**
 * `isApply` of a module with no form of its own that opens the filing of others (advanceSelection:
 * the spec's call has no payload): for each module it answers for, the caller's union's standing in
 * the round of that module's kind (window, its own quota and use, its places as a higher union), and
 * whether any of them may be filed now.
 */
export function registerKindsIsApply(fastify: FastifyInstance, entry: ModuleEntry): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const served = windowedBy(entry);
  app.get(
    '/isApply',
    {
      config: { permission: `${entry.key}.view` },
      schema: {
        tags: [entry.key],
        summary: "Whether the caller's union may file each kind now: each round's window, places and use",
        response: { 200: okOf(KindsAnswer) },
      },
    },
    async (request) => {
      const lang = langOf(request);
      const kinds = [];
      for (const m of served) kinds.push({ module: m.key, title: m.title[lang], ...(await placesOf(app, request, m.round!.kind, lang)) });
      return ok(request, { apply: kinds.some((k) => k.apply), kinds });
    },
  );
}
