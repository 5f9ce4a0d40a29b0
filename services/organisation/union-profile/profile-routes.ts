import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { UnionOfficer } from '../../../db';
import { langOf, notFound, ok, okOf } from '../../platform/core';
import { BriefAnswer, OfficerAnswer, ProfileAnswer } from './answer-schemas';
import { briefView, profileView } from './profile-view';
import { OfficerListQuery, OfficerQuery, ProfileQuery, sectionBody } from './request-schemas';
import { officerInOffice, postNamer, type PostNamer } from './officer-posts';
import { checkedSection, updateOwnSection } from './section-update';
import { PROFILE_SECTIONS } from './sections';
import { readableUnion } from './union-access';

const tags = ['crop'];

function officerRow(o: UnionOfficer, postName: PostNamer) {
  return {
    id: String(o.id),
    ...officerInOffice(o, postName),
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
export async function profileRoutes(base: FastifyInstance): Promise<void> {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/index',
    {
      config: { permission: 'union.profile.view' },
      schema: { tags, summary: 'The union’s full profile', querystring: ProfileQuery, response: { 200: okOf(ProfileAnswer) } },
    },
    async (request) => {
      const union = await readableUnion(app.db, request.viewer, request.query.unionId);
      return ok(request, await profileView(app.db, request.viewer.tenantId, union, langOf(request)));
    },
  );

  app.get(
    '/brief',
    {
      config: { permission: 'union.profile.view' },
      schema: { tags, summary: 'Name, chair and member count', querystring: ProfileQuery, response: { 200: okOf(BriefAnswer) } },
    },
    async (request) => {
      const union = await readableUnion(app.db, request.viewer, request.query.unionId);
      return ok(request, await briefView(app.db, request.viewer.tenantId, union, langOf(request)));
    },
  );

  app.get(
    '/chlist',
    {
      config: { permission: 'union.profile.view' },
      schema: {
        tags,
        summary: 'The chair and officer entries, present and past',
        querystring: OfficerListQuery,
        response: { 200: okOf(Type.Array(OfficerAnswer)) },
      },
    },
    async (request) => {
      const { unionId, current } = request.query;
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
      const postName = await postNamer(app.db, request.viewer.tenantId, langOf(request));
      return ok(
        request,
        rows.map((o) => officerRow(o, postName)),
      );
    },
  );

  app.get(
    '/getch',
    {
      config: { permission: 'union.profile.view' },
      schema: { tags, summary: 'One officer entry', querystring: OfficerQuery, response: { 200: okOf(OfficerAnswer) } },
    },
    async (request) => {
      const { id } = request.query;
      const row = await app.db
        .selectFrom('union_officer')
        .selectAll()
        .where('tenant_id', '=', request.viewer.tenantId)
        .where('id', '=', id)
        .executeTakeFirst();
      if (!row) throw notFound();
      // Another union's entry answers 404 unless the caller's union is above it.
      await readableUnion(app.db, request.viewer, String(row.union_id));
      return ok(request, officerRow(row, await postNamer(app.db, request.viewer.tenantId, langOf(request))));
    },
  );

  for (const section of PROFILE_SECTIONS) {
    const Body = sectionBody(section.fields, { description: section.title.en, example: section.example });
    app.post(
      `/${section.call}`,
      {
        config: { permission: 'union.profile.edit' },
        schema: {
          tags,
          summary: `Update the ${section.title.en.toLowerCase()} section of the own union`,
          body: Body,
          response: { 200: okOf(ProfileAnswer) },
        },
      },
      async (request) => {
        const lang = langOf(request);
        const values = await checkedSection(app.db, section.fields, request.body, lang);
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
