import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { AppError, ok, okOf } from '../../platform/core';
import { receiveObjectionFile } from './objection-files';
import { IdQuery, ObjectionFile, ObjectionToVerify, VerifyBody } from './schemas';
import { objectionToVerify, verifyObjection } from './verify';

/** The nominee's higher union verifies an objection (a union's, not the federation's). */
const verify = { permission: 'publicity.verify' };
const tags = ['publicity'];

/**
 * `/api/blade-crop/crop/publicity/objection`, `verify-uploads`, `verify`: the nominee's higher union,
 * told of an objection by a portal message, reads it (never the objector) and sends the federation
 * its verification (核查) with its evidence, before the federation answers.
 */
export async function verifyRoutes(base: FastifyInstance): Promise<void> {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/objection',
    {
      config: verify,
      schema: {
        tags,
        summary: "An objection as the nominee's higher union reads it to verify it (403 for any other union)",
        querystring: IdQuery,
        response: { 200: okOf(ObjectionToVerify) },
      },
    },
    async (request) => ok(request, await objectionToVerify(app.db, request.viewer, request.query.id)),
  );

  app.post(
    '/verify-uploads',
    {
      config: verify,
      schema: {
        tags,
        summary: "Uploads a file of the higher union's verification (multipart: file, objectionId); the verification names it in files",
        consumes: ['multipart/form-data'],
        response: { 200: okOf(ObjectionFile) },
      },
    },
    async (request) => {
      const file = await receiveObjectionFile(app, request, async (objectionId) => {
        const o = await objectionToVerify(app.db, request.viewer, objectionId);
        // Files come before the verification, which comes before the answer.
        if (o.closed || o.verification) throw new AppError(409, 'publicityVerifyClosed', { refNo: o.refNo }, { reason: 'verifyClosed' });
      });
      return ok(request, file);
    },
  );

  app.post(
    '/verify',
    {
      config: verify,
      schema: {
        tags,
        summary:
          "The nominee's higher union's verification of an objection: its finding and files, once, before the answer (409 objectionVerified, objectionAnswered, publicityDecided)",
        body: VerifyBody,
        response: { 200: okOf(ObjectionToVerify) },
      },
    },
    async (request) => {
      const id = await verifyObjection(app.db, request.viewer, request.body);
      return ok(request, await objectionToVerify(app.db, request.viewer, id));
    },
  );
}
