import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { registerRateLimits } from '../../../identity/accounts';
import { AppError, langOf, ok, okOf } from '../../../platform/core';
import { answerInvitation, openInvitation } from './invitation-answers';
import { readInvitationToken } from './invitation-token';
import { linkKeys } from './link-keys';
import { TokenBlocks } from './token-blocks';
import { AnswerBody, AnswerHeaders, AnswerTaken, Opened, TokenHeader } from './schemas';
import { inferredCall } from '../../../platform/openapi';

/** Why these calls exist beyond calls.tsv. */
const INFERRED = "questionnaires sent out: a link's public calls (docs/forms/group-c-survey.md, shape sendOut)";

const tags = ['public'];
const perIp = (name: string) => (request: FastifyRequest) => `${name}:${request.ip}`;
const tokenOf = (request: FastifyRequest) => request.headers['invitation-token'] as string | undefined;
/** The answer's `Idempotency-Key`, if it sent one (its schema bounds it to 100 characters, as the engine's). */
const idempotencyKey = (request: FastifyRequest) => (request.headers['idempotency-key'] as string | undefined) || undefined;

/**
 * `/api/blade-crop/public/questionnaire/...` (no login): a questionnaire link opened and answered.
 * The token comes in the `Invitation-Token` header (the page reads it from the URL's fragment, which
 * no log sees); it names the tenant, so no `Tenant-Id` is read. Limited per address.
 */
export async function publicQuestionnaireRoutes(base: FastifyInstance): Promise<void> {
  await registerRateLimits(base);
  const app = base.withTypeProvider<TypeBoxTypeProvider>();
  // Links guessed at: an address whose tokens fail their shape or MAC twenty times is blocked (429).
  const blocks = new TokenBlocks();
  app.addHook('preHandler', async (request) => {
    if (blocks.blocked(request.ip)) throw new AppError(429, 'invitationTokenBlocked');
    const read = readInvitationToken(tokenOf(request), linkKeys(app));
    if ('refused' in read && read.refused === 'invalid') blocks.bad(request.ip);
  });

  app.get(
    '/open',
    {
      config: { public: true, rateLimit: { max: 60, timeWindow: '1 minute', keyGenerator: perIp('questionnaire-open') } },
      schema: {
        tags,
        ...inferredCall(INFERRED),
        summary:
          'The questionnaire a link invites to: sender, title, deadline, addressee and the pinned questions (404 invitationInvalid, 409 invitationUsed with answeredAt, 410 invitationExpired or invitationClosed)',
        headers: TokenHeader,
        response: { 200: okOf(Opened) },
      },
    },
    async (request) => ok(request, await openInvitation(app.db, linkKeys(app), tokenOf(request))),
  );

  app.post(
    '/answer',
    {
      config: { public: true, rateLimit: { max: 10, timeWindow: '1 minute', keyGenerator: perIp('questionnaire-answer') } },
      schema: {
        tags,
        ...inferredCall(INFERRED),
        summary:
          'Answers the questionnaire once: checked against the pinned version (400 naming answers.<questionId>), then the link is used (409 invitationUsed; 404; 410; 429 after twenty bad links from one address). A retry with the same Idempotency-Key and answers gets the stored 200',
        headers: AnswerHeaders,
        body: AnswerBody,
        response: { 200: okOf(AnswerTaken) },
      },
    },
    async (request) =>
      ok(
        request,
        await answerInvitation(
          app.db,
          linkKeys(app),
          tokenOf(request),
          request.body.answers,
          langOf(request),
          {
            ip: request.ip,
            agent: request.headers['user-agent'],
          },
          idempotencyKey(request),
        ),
      ),
  );
}
