import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { ok, okSchema } from '../core';

/** `/api/blade-crop/public`: the public area (no login). */
export async function publicRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/count/getcount',
    {
      config: { public: true },
      schema: { tags: ['public'], summary: 'Counts this visit and answers the visit number', response: { 200: okSchema() } },
    },
    async (request) => {
      const row = await app.db
        .updateTable('site_counter')
        .set({ value: sql`value + 1` })
        .where('name', '=', 'visits')
        .returning('value')
        .executeTakeFirst();
      return ok(request, Number(row?.value ?? 0));
    },
  );
}
