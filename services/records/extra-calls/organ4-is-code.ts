import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { ModuleEntry } from '../../../catalogue';
import { Nullable, ok, okOf } from '../../platform/core';
import { unionPrefill } from '../../organisation/union-profile';

const HasCode = Type.Object({
  hasCode: Type.Boolean(),
  code: Nullable(Type.String({ description: 'The code when it is a union’s (81…)' })),
});

/**
 * organ4 `isCode`: whether the union already holds its legal-person code, so the screen sends a
 * union without one to the first registration (setup3) instead of a change.
 */
export function registerIsCode(app: FastifyInstance, entry: ModuleEntry): void {
  app.get(
    '/isCode',
    {
      config: { permission: `${entry.key}.view` },
      schema: { tags: [entry.key], summary: 'Whether the union holds its legal-person code (81…)', response: { 200: okOf(HasCode) } },
    },
    async (request) => {
      // The same code the forms prefill (`uscc`): the union's own, which setup3's approval wrote.
      const { uscc } = await unionPrefill(app.db, request.viewer.tenantId, request.viewer.unionId, ['uscc']);
      const code = typeof uscc === 'string' ? uscc : null;
      return ok(request, { hasCode: code !== null, code });
    },
  );
}
