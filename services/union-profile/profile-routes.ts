import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { ID_PATTERN, langOf, notFound, ok, okSchema } from '../core';
import { briefView, profileView } from './profile-view';
import { checkedSection, updateOwnSection } from './section-update';
import { PROFILE_SECTIONS } from './sections';
import { readableUnion } from './union-access';

const tags = ['crop'];
const IdString = (description: string) => Type.String({ pattern: ID_PATTERN, description });
const UnionQuery = Type.Object(
  { unionId: Type.Optional(IdString('A union below the caller’s; the caller’s own when absent')) },
  { additionalProperties: false },
);
const ChQuery = Type.Object({ id: IdString('The officer entry') }, { additionalProperties: false });
const ChListQuery = Type.Object(
  {
    unionId: Type.Optional(IdString('A union below the caller’s; the caller’s own when absent')),
    current: Type.Optional(
      Type.Union([Type.Literal('true'), Type.Literal('false')], { description: 'Only those in office (true) or only former ones (false)' }),
    ),
  },
  { additionalProperties: false },
);

function officerRow(o: {
  id: string;
  committee: string;
  name: string;
  position: string;
  is_chair: boolean;
  details: Record<string, unknown>;
  start_date: string;
  end_date: string | null;
  source_module: string | null;
  source_record_id: string | null;
}) {
  return {
    id: String(o.id),
    committee: o.committee,
    name: o.name,
    position: o.position,
    isChair: o.is_chair,
    details: o.details,
    startDate: o.start_date,
    endDate: o.end_date,
    current: o.end_date === null,
    sourceModule: o.source_module,
    sourceRecordId: o.source_record_id === null ? null : String(o.source_record_id),
  };
}

/**
 * `/api/blade-crop/crop/crop`: the union profile. index and brief read it; chlist and getch are the
 * union's chair and officer entries, present and past (the committees' history: an officer who left
 * keeps the entry with an end date); baseup, chup, comup, linkup and finup update one section each,
 * directly, with a history row per change.
 */
export async function profileRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/index',
    {
      config: { permission: 'union.profile.view' },
      schema: { tags, summary: 'The union’s full profile', querystring: UnionQuery, response: { 200: okSchema() } },
    },
    async (request) => {
      const { unionId } = request.query as Static<typeof UnionQuery>;
      const union = await readableUnion(app.db, request.viewer, unionId);
      return ok(request, await profileView(app.db, request.viewer.tenantId, union, langOf(request)));
    },
  );

  app.get(
    '/brief',
    {
      config: { permission: 'union.profile.view' },
      schema: { tags, summary: 'Name, chair and member count', querystring: UnionQuery, response: { 200: okSchema() } },
    },
    async (request) => {
      const { unionId } = request.query as Static<typeof UnionQuery>;
      const union = await readableUnion(app.db, request.viewer, unionId);
      return ok(request, await briefView(app.db, request.viewer.tenantId, union, langOf(request)));
    },
  );

  app.get(
    '/chlist',
    {
      config: { permission: 'union.profile.view' },
      schema: { tags, summary: 'The chair and officer entries, present and past', querystring: ChListQuery, response: { 200: okSchema() } },
    },
    async (request) => {
      const { unionId, current } = request.query as Static<typeof ChListQuery>;
      const union = await readableUnion(app.db, request.viewer, unionId);
      let q = app.db
        .selectFrom('union_officer')
        .selectAll()
        .where('tenant_id', '=', request.viewer.tenantId)
        .where('union_id', '=', union.id);
      if (current === 'true') q = q.where('end_date', 'is', null);
      if (current === 'false') q = q.where('end_date', 'is not', null);
      const rows = await q
        .orderBy(({ eb }) => eb.case().when('end_date', 'is', null).then(0).else(1).end())
        .orderBy('committee')
        .orderBy('is_chair', 'desc')
        .orderBy('start_date', 'desc')
        .orderBy('id')
        .execute();
      return ok(request, rows.map(officerRow));
    },
  );

  app.get(
    '/getch',
    {
      config: { permission: 'union.profile.view' },
      schema: { tags, summary: 'One officer entry', querystring: ChQuery, response: { 200: okSchema() } },
    },
    async (request) => {
      const { id } = request.query as Static<typeof ChQuery>;
      const row = await app.db
        .selectFrom('union_officer')
        .selectAll()
        .where('tenant_id', '=', request.viewer.tenantId)
        .where('id', '=', id)
        .executeTakeFirst();
      if (!row) throw notFound();
      // Another union's entry answers 404 unless the caller's union is above it.
      await readableUnion(app.db, request.viewer, String(row.union_id));
      return ok(request, officerRow(row));
    },
  );

  for (const section of PROFILE_SECTIONS) {
    const Body = Type.Object(
      Object.fromEntries(
        section.fields.map((f) => [
          f.name,
          Type.Optional(
            f.kind === 'integer'
              ? Type.Union([Type.Integer(), Type.String({ maxLength: 12 }), Type.Null()])
              : Type.Union([Type.String({ maxLength: 500 }), Type.Null()]),
          ),
        ]),
      ),
      { additionalProperties: false, description: section.title.en, examples: [section.example] },
    );
    app.post(
      `/${section.call}`,
      {
        config: { permission: 'union.profile.edit' },
        schema: {
          tags,
          summary: `Update the ${section.title.en.toLowerCase()} section of the own union`,
          body: Body,
          response: { 200: okSchema() },
        },
      },
      async (request) => {
        const lang = langOf(request);
        const values = await checkedSection(app.db, section.fields, (request.body ?? {}) as Record<string, unknown>, lang);
        const { memberCount, femaleMembers, ...rest } = values;
        await updateOwnSection(app.db, request.viewer, {
          sections: { [section.key]: section.key === 'members' ? rest : values },
          ...(typeof memberCount === 'number' && section.key === 'members' ? { memberCount } : {}),
          ...(typeof femaleMembers === 'number' && section.key === 'members' ? { femaleMembers } : {}),
        });
        const union = await readableUnion(app.db, request.viewer);
        return ok(request, await profileView(app.db, request.viewer.tenantId, union, lang));
      },
    );
  }
}
