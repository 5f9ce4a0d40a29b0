import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { checkQuestionSet, type QuestionSetContent } from '../../../../catalogue/questionnaire';
import { InvalidInputError, langOf, ok, okOf } from '../../../platform/core';
import { createSet, listSets, publishVersion, saveDraft, setDetail } from './question-sets';
import { CreateBody, PublishBody, SaveDraftBody, SetDetail, SetKeyQuery, SetList } from './schemas';

const design = { permission: 'survey.design' };
const tags = ['survey'];

/**
 * `/api/blade-crop/crop/survey/question-set/...`: the question-set builder of administrators
 * (`survey.design`): sets, their draft versions, publication.
 */
export async function builderRoutes(base: FastifyInstance): Promise<void> {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();
  const actorOf = (request: { viewer: { tenantId: string; id: string } }) => ({
    tenantId: request.viewer.tenantId,
    userId: request.viewer.id,
  });

  app.get(
    '/question-set/list',
    { config: design, schema: { tags, summary: 'Question sets of the tenant with their versions', response: { 200: okOf(SetList) } } },
    async (request) => ok(request, await listSets(app.db, request.viewer.tenantId)),
  );

  app.get(
    '/question-set/detail',
    {
      config: design,
      schema: {
        tags,
        summary: 'One version of a set (default: its draft, else the newest)',
        querystring: SetKeyQuery,
        response: { 200: okOf(SetDetail) },
      },
    },
    async (request) => ok(request, await setDetail(app.db, request.viewer.tenantId, request.query.setKey, request.query.version)),
  );

  app.post(
    '/question-set/create',
    {
      config: design,
      schema: { tags, summary: 'A new set with an empty draft version 1', body: CreateBody, response: { 200: okOf(SetDetail) } },
    },
    async (request) => ok(request, await createSet(app.db, actorOf(request), request.body.setKey, request.body.title.trim())),
  );

  app.post(
    '/question-set/save-draft',
    {
      config: design,
      schema: {
        tags,
        summary: "Write the set's draft (a new version after the newest when none is open); a published version is 409",
        body: SaveDraftBody,
        response: { 200: okOf(SetDetail) },
      },
    },
    async (request) => {
      const checked = checkQuestionSet(request.body.content, 'draft', langOf(request));
      if (!checked.ok) throw new InvalidInputError(checked.errors.map((e) => ({ ...e, field: `content.${e.field}` })));
      const { setKey, version } = request.body;
      return ok(request, await saveDraft(app.db, actorOf(request), setKey, checked.value, version));
    },
  );

  app.post(
    '/question-set/publish',
    {
      config: design,
      schema: {
        tags,
        summary: 'Publish a draft version; it never changes again (409 when it is not a draft)',
        body: PublishBody,
        response: { 200: okOf(SetDetail) },
      },
    },
    async (request) => {
      const lang = langOf(request);
      const check = (content: QuestionSetContent) => {
        const checked = checkQuestionSet(content, 'publish', lang);
        if (!checked.ok) throw new InvalidInputError(checked.errors.map((e) => ({ ...e, field: `content.${e.field}` })));
      };
      return ok(request, await publishVersion(app.db, actorOf(request), request.body.setKey, request.body.version, check));
    },
  );
}
