import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { IdString, Nullable, ok, okOf, okPageOf, PagingQuery, TimeText } from '../../platform/core';
import { openMessage, unionMessages, unreadMessages } from './messages-store';

/** Every union account reads its union's messages. */
const read = { permission: 'union.message' };
const tags = ['union-message'];

const MessageView = Type.Object({
  id: IdString,
  kind: Type.String({ description: '`remind` (a higher union reminds to file), `objection` (an objection to a nominee of a publicity)' }),
  module: Type.String({ description: 'The module it is about' }),
  title: Type.String(),
  content: Type.String(),
  subjectId: Nullable({ ...IdString, description: "What it is about, where it names one: an objection's id (kind objection)" }),
  sentAt: TimeText(),
  readAt: Nullable(TimeText({ description: 'When an account of the union first opened it' })),
});

/**
 * `/api/blade-crop/crop/union-message/...` (站内消息): the portal messages of the caller's union, the
 * higher union's reminders and the objections to its nominees, read in the console's 消息中心.
 */
export async function unionMessageRoutes(base: FastifyInstance): Promise<void> {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/list',
    {
      config: read,
      schema: {
        tags,
        summary: "The messages of the caller's union, unread first, then newest first",
        querystring: Type.Object({ current: PagingQuery.current, size: PagingQuery.size }, { additionalProperties: false }),
        response: { 200: okPageOf(MessageView) },
      },
    },
    async (request) => ok(request, await unionMessages(app.db, request.viewer, request.query)),
  );

  app.get(
    '/unread-count',
    {
      config: read,
      schema: {
        tags,
        summary: "How many messages of the caller's union are unread",
        response: { 200: okOf(Type.Object({ unread: Type.Integer() })) },
      },
    },
    async (request) => ok(request, await unreadMessages(app.db, request.viewer)),
  );

  app.post(
    '/open',
    {
      config: read,
      schema: {
        tags,
        summary: 'Opens a message of the caller’s union and marks it read (404 for another union’s)',
        body: Type.Object({ id: IdString }, { additionalProperties: false }),
        response: { 200: okOf(MessageView) },
      },
    },
    async (request) => ok(request, await openMessage(app.db, request.viewer, request.body.id)),
  );
}
