import { Type } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { ModuleEntry } from '../../../../catalogue';
import { IdString, Nullable, ok, okOf } from '../../../platform/core';
import { heldRecordOf, roundOfKind } from './round-store';

const IsHave = Type.Object({
  have: Type.Boolean({
    description: 'The union holds a record in the current round (in review, returned or approved; a declined one holds no place)',
  }),
  /** That record, or the union's newest draft of the module to go on with. */
  id: Nullable(IdString),
  state: Nullable(Type.String()),
  /** The current round of the module's kind; null when none was ever opened. */
  roundId: Nullable(IdString),
});

/**
 * `ishave` (field3apply, `servedBy: 'round'`): whether the caller's union has a record of the module in
 * the current round of its kind (the open one, else the newest), and which; without one, its newest
 * draft of the module (`have` false), so the page offers 继续填写.
 */
export function registerIsHave(fastify: FastifyInstance, entry: ModuleEntry, kind: string): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/ishave',
    {
      config: { permission: `${entry.key}.view` },
      schema: {
        tags: [entry.key],
        summary: 'Whether the caller’s union has a record in the current round (and which), else its draft to go on with',
        response: { 200: okOf(IsHave) },
      },
    },
    async (request) => {
      const { tenantId, unionId } = request.viewer;
      const round = await roundOfKind(app.db, tenantId, kind);
      const roundId = round ? String(round.id) : null;
      const held = round ? await heldRecordOf(app.db, tenantId, String(round.id), unionId, entry.key) : undefined;
      if (held) return ok(request, { have: true, id: String(held.id), state: held.state, roundId });
      const draft = await app.db
        .selectFrom('record')
        .select(['id', 'state'])
        .where('tenant_id', '=', tenantId)
        .where('union_id', '=', unionId)
        .where('module', '=', entry.key)
        .where('state', '=', 'draft')
        .orderBy('id', 'desc')
        .executeTakeFirst();
      return ok(request, { have: false, id: draft ? String(draft.id) : null, state: draft?.state ?? null, roundId });
    },
  );
}
