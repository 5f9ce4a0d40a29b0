import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { langOf, ok, okOf, okPageOf } from '../../platform/core';
import { publicityCandidates } from './candidates';
import { answerObjection } from './objections';
import { decidePublicity } from './decide';
import { openPublicity } from './publicity-open';
import { listPublicities, publicityDetail } from './publicity-views';
import { Type } from '@sinclair/typebox';
import { AnswerBody, Candidate, DecideBody, IdQuery, ListQuery, OpenBody, PublicityRow, PublicityView, RoundQuery } from './schemas';

/** The federation keeps its publicities (and the platform's administrators). */
const manage = { permission: 'publicity.manage' };
const tags = ['publicity'];

/**
 * `/api/blade-crop/crop/publicity/...`: the federation opens the publicity of a round's approved
 * records, reads the objections with the objectors' contact, answers each, and records the final
 * decision after the end (docs/forms/group-a-model-workers.md "Publicity (公示) and the final decision").
 */
export async function publicityRoutes(base: FastifyInstance): Promise<void> {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/list',
    {
      config: manage,
      schema: {
        tags,
        summary: 'The publicities of the tenant, newest first',
        querystring: ListQuery,
        response: { 200: okPageOf(PublicityRow) },
      },
    },
    async (request) => ok(request, await listPublicities(app.db, request.viewer.tenantId, request.query)),
  );

  app.get(
    '/detail',
    {
      config: manage,
      schema: {
        tags,
        summary: 'One publicity: its nominees and outcomes, the objections and answers, its history',
        querystring: IdQuery,
        response: { 200: okOf(PublicityView) },
      },
    },
    async (request) => ok(request, await publicityDetail(app.db, request.viewer.tenantId, request.query.id, langOf(request))),
  );

  app.get(
    '/candidates',
    {
      config: manage,
      schema: {
        tags,
        summary: 'The records open may publish for a round: approved, filed in the round, in no publicity yet',
        querystring: RoundQuery,
        response: { 200: okOf(Type.Array(Candidate)) },
      },
    },
    async (request) => ok(request, await publicityCandidates(app.db, request.viewer.tenantId, request.query.roundId)),
  );

  app.post(
    '/open',
    {
      config: manage,
      schema: {
        tags,
        summary:
          "Publishes approved records of a round for the round's working days (at least); the end is counted on the working-day calendar",
        body: OpenBody,
        response: { 200: okOf(PublicityView) },
      },
    },
    async (request) => {
      const id = await openPublicity(app.db, request.viewer, request.body, langOf(request));
      return ok(request, await publicityDetail(app.db, request.viewer.tenantId, id, langOf(request)));
    },
  );

  app.post(
    '/answer',
    {
      config: manage,
      schema: {
        tags,
        summary: 'Answers an objection with the finding of the check (once, before the decision)',
        body: AnswerBody,
        response: { 200: okOf(PublicityView) },
      },
    },
    async (request) => {
      const id = await answerObjection(app.db, request.viewer, request.body);
      return ok(request, await publicityDetail(app.db, request.viewer.tenantId, id, langOf(request)));
    },
  );

  app.post(
    '/decide',
    {
      config: manage,
      schema: {
        tags,
        summary: 'The final decision after the end, every objection answered: an outcome per nominee; those granted get their honour',
        body: DecideBody,
        response: { 200: okOf(PublicityView) },
      },
    },
    async (request) => {
      const id = await decidePublicity(app.db, request.viewer, request.body, langOf(request));
      return ok(request, await publicityDetail(app.db, request.viewer.tenantId, id, langOf(request)));
    },
  );
}
