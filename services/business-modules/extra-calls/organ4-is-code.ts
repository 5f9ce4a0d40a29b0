import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { ModuleEntry } from '../../../catalogue';
import { Nullable, ok, okOf } from '../../core';

const HasCode = Type.Object({
  hasCode: Type.Boolean(),
  code: Nullable(Type.String({ description: 'The code when it is a union’s (81…)' })),
});

/** A union's legal-person code: registered by a higher union, category 8 (工会), type 1 (基层工会). */
const UNION_CODE = /^81/;

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
      const union = await app.db
        .selectFrom('union_org')
        .select('credit_code')
        .where('tenant_id', '=', request.viewer.tenantId)
        .where('id', '=', request.viewer.unionId)
        .executeTakeFirstOrThrow();
      const code = union.credit_code && UNION_CODE.test(union.credit_code) ? union.credit_code : null;
      return ok(request, { hasCode: code !== null, code });
    },
  );
}
