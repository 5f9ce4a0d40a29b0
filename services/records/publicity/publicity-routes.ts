import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { sendStoredFile } from '../documents';
import { fileAnswer, langOf, notFound, ok, okOf, okPageOf } from '../../platform/core';
import { publicityCandidates } from './candidates';
import { answerObjection } from './objections';
import { decidePublicity, decideRound } from './decide';
import { publicityNoticePdf } from './notice-pdf';
import { objectionFile, receiveObjectionFile } from './objection-files';
import { publicityById, undecided } from './publicity-facts';
import { openPublicity } from './publicity-open';
import { listPublicities, publicityDetail } from './publicity-views';
import { Type } from '@sinclair/typebox';
import {
  AnswerBody,
  Candidate,
  DecideBody,
  IdQuery,
  ListQuery,
  ObjectionFile,
  OpenBody,
  PublicityRow,
  PublicityView,
  RoundDecideBody,
  RoundQuery,
} from './schemas';
import { verifyRoutes } from './verify-routes';

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
  await verifyRoutes(base);

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

  app.post(
    '/decide-round',
    {
      config: manage,
      schema: {
        tags,
        summary:
          "表彰决定 without a public list, for a round whose kind has no publicity (409 publicityRequired otherwise): the round's approved records named, each with its outcome; those granted get their honour",
        body: RoundDecideBody,
        response: { 200: okOf(PublicityView) },
      },
    },
    async (request) => {
      const id = await decideRound(app.db, request.viewer, request.body, langOf(request));
      return ok(request, await publicityDetail(app.db, request.viewer.tenantId, id, langOf(request)));
    },
  );

  app.get(
    '/notice',
    {
      config: { ...manage, jobs: 'document' },
      schema: {
        tags,
        summary:
          'The publicity notice (template publicityNotice) as a PDF: the notice, the period, the contact, the nominees’ public fields, the seal',
        querystring: IdQuery,
        response: { 200: fileAnswer('application/pdf', 'The notice as a PDF') },
      },
    },
    async (request, reply) => {
      // Printed in Chinese, as every printout of the portal (the embedded font is cut to GB 2312).
      const pdf = await publicityNoticePdf(app.db, request.viewer.tenantId, request.query.id, 'zh');
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="publicity-${request.query.id}.pdf"`)
        .header('cache-control', 'no-store')
        .send(pdf);
    },
  );

  app.post(
    '/uploads',
    {
      config: manage,
      schema: {
        tags,
        summary: "Uploads a file of an objection's answer (multipart: file, objectionId), until the answer; the answer names it in files",
        consumes: ['multipart/form-data'],
        response: { 200: okOf(ObjectionFile) },
      },
    },
    async (request) => {
      const file = await receiveObjectionFile(app, request, async (objectionId) => {
        const o = await app.db
          .selectFrom('publicity_objection')
          .select(['publicity_id', 'outcome', 'ref_no'])
          .where('tenant_id', '=', request.viewer.tenantId)
          .where('id', '=', objectionId)
          .executeTakeFirst();
        if (!o) throw notFound();
        undecided(await publicityById(app.db, request.viewer.tenantId, o.publicity_id));
      });
      return ok(request, file);
    },
  );

  app.get(
    '/file',
    {
      config: { ...manage, jobs: 'file' },
      schema: {
        tags,
        summary: "A file of an objection's answer or verification",
        querystring: IdQuery,
        response: { 200: fileAnswer('application/octet-stream', 'The file as uploaded') },
      },
    },
    async (request, reply) => {
      return sendStoredFile(app, reply, await objectionFile(app.db, request.viewer.tenantId, request.query.id));
    },
  );
}
