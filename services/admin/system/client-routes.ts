import { Type } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { hashPassword } from '../../../db';
import {
  AppError,
  badRequest,
  containing,
  formatTime,
  notFound,
  Nullable,
  ok,
  okOf,
  okPageOf,
  pageOf,
  paginate,
  PagingQuery,
  TimeText,
} from '../../platform/core';
import { isUniqueViolation, requirePlatformAdmin } from '../../identity/permissions';
import { ShortText } from '../../identity/users';

const config = { permission: 'system.client.manage' };
const tags = ['client'];
const CLIENT_SORTS = { clientId: 'client_id', createTime: 'create_time' } as const;
const GRANT_TYPES = ['captcha', 'password', 'refresh_token', 'smscode', 'social'];
const CLIENT_ID = '^[A-Za-z0-9_-]{2,64}$';
const CLIENT_IDS = '^[A-Za-z0-9_-]{1,64}(,[A-Za-z0-9_-]{1,64}){0,99}$';

const ListQuery = Type.Object({ ...PagingQuery, clientId: Type.Optional(ShortText(64)) }, { additionalProperties: false });
const DetailQuery = Type.Object({ id: Type.String({ pattern: CLIENT_ID }) }, { additionalProperties: false });
const RemoveParams = Type.Object(
  { ids: Type.Optional(Type.String({ pattern: CLIENT_IDS, description: 'Comma-separated client ids' })) },
  { additionalProperties: false },
);
const ClientBody = Type.Object(
  {
    id: Type.Optional(Type.String({ pattern: CLIENT_ID, description: 'The client id of the client to update' })),
    clientId: Type.String({ pattern: CLIENT_ID }),
    clientSecret: Type.Optional(
      Type.String({ minLength: 8, maxLength: 128, description: 'Required on create; on update it replaces the secret' }),
    ),
    scope: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9_,.-]{1,100}$' })),
    authorizedGrantTypes: Type.Optional(Type.String({ maxLength: 100, description: `Comma-separated, of ${GRANT_TYPES.join(', ')}` })),
    webServerRedirectUri: Type.Optional(Type.String({ maxLength: 500 })),
    accessTokenValidity: Type.Integer({ minimum: 60, maximum: 86400 }),
    refreshTokenValidity: Type.Integer({ minimum: 60, maximum: 2_592_000 }),
  },
  {
    additionalProperties: false,
    examples: [
      {
        clientId: 'report-tool',
        clientSecret: 'a-long-and-random-secret',
        scope: 'all',
        authorizedGrantTypes: 'password,refresh_token',
        webServerRedirectUri: '',
        accessTokenValidity: 3600,
        refreshTokenValidity: 604800,
      },
    ],
  },
);

type ClientRow = {
  client_id: string;
  scope: string;
  authorized_grant_types: string;
  web_server_redirect_uri: string | null;
  access_token_validity: number;
  refresh_token_validity: number;
  create_time: Date;
};
/** Every column but the secret hash, which never leaves the database. */
const COLUMNS = [
  'client_id',
  'scope',
  'authorized_grant_types',
  'web_server_redirect_uri',
  'access_token_validity',
  'refresh_token_validity',
  'create_time',
] as const;

const ClientAnswer = Type.Object({
  id: Type.String(),
  clientId: Type.String(),
  scope: Type.String(),
  authorizedGrantTypes: Type.String(),
  webServerRedirectUri: Type.String(),
  accessTokenValidity: Type.Integer({ description: 'Seconds' }),
  refreshTokenValidity: Type.Integer({ description: 'Seconds' }),
  createTime: Nullable(TimeText()),
});

function clientView(c: ClientRow) {
  return {
    id: c.client_id,
    clientId: c.client_id,
    scope: c.scope,
    authorizedGrantTypes: c.authorized_grant_types,
    webServerRedirectUri: c.web_server_redirect_uri ?? '',
    accessTokenValidity: c.access_token_validity,
    refreshTokenValidity: c.refresh_token_validity,
    createTime: formatTime(c.create_time),
  };
}

function grantTypesOf(text: string | undefined): string | undefined {
  if (text === undefined) return undefined;
  const types = [
    ...new Set(
      text
        .split(',')
        .map((t) => t.trim())
        .filter(Boolean),
    ),
  ];
  if (types.length === 0 || types.some((t) => !GRANT_TYPES.includes(t))) throw badRequest('authorizedGrantTypes', 'enum', 'field');
  return types.join(',');
}

/** The client id of the request's own Basic header, so an administrator cannot remove the client it is using. */
function callingClient(request: FastifyRequest): string | null {
  const m = /^basic\s+(\S+)$/i.exec(String(request.headers.authorization ?? '').trim());
  if (!m?.[1]) return null;
  const decoded = Buffer.from(m[1], 'base64').toString('utf8');
  return decoded.includes(':') ? decoded.slice(0, decoded.indexOf(':')) : null;
}

/** `/api/blade-system/client`: the OAuth clients (platform administrators only); secrets are stored hashed and never answered. */
export async function clientRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/list',
    { config, schema: { tags, summary: 'One page of clients', querystring: ListQuery, response: { 200: okPageOf(ClientAnswer) } } },
    async (request) => {
      requirePlatformAdmin(request.viewer);
      const q = request.query;
      let rows = app.db.selectFrom('oauth_client');
      if (q.clientId) rows = rows.where('client_id', 'ilike', containing(q.clientId));
      const { records, total } = await paginate(rows.select(COLUMNS), q, {
        allow: CLIENT_SORTS,
        fallback: [{ column: 'client_id', direction: 'asc' }],
        tieBreaker: { column: 'client_id' },
      });
      return ok(request, pageOf(records.map(clientView), total, q));
    },
  );

  app.get(
    '/detail',
    {
      config,
      schema: { tags, summary: 'One client (without its secret)', querystring: DetailQuery, response: { 200: okOf(ClientAnswer) } },
    },
    async (request) => {
      requirePlatformAdmin(request.viewer);
      const { id } = request.query;
      const row = await app.db.selectFrom('oauth_client').select(COLUMNS).where('client_id', '=', id).executeTakeFirst();
      if (!row) throw notFound();
      return ok(request, clientView(row));
    },
  );

  app.post(
    '/submit',
    {
      config,
      schema: { tags, summary: 'Create a client, or update it when id is given', body: ClientBody, response: { 200: okOf(ClientAnswer) } },
    },
    async (request) => {
      requirePlatformAdmin(request.viewer);
      const body = request.body;
      const grantTypes = grantTypesOf(body.authorizedGrantTypes);
      const fields = {
        ...(body.scope !== undefined ? { scope: body.scope } : {}),
        ...(grantTypes !== undefined ? { authorized_grant_types: grantTypes } : {}),
        ...(body.webServerRedirectUri !== undefined ? { web_server_redirect_uri: body.webServerRedirectUri || null } : {}),
        access_token_validity: body.accessTokenValidity,
        refresh_token_validity: body.refreshTokenValidity,
      };
      const secretHash = body.clientSecret ? await hashPassword(body.clientSecret) : undefined;
      if (body.id) {
        // The client id is the key the secret and the sessions hang on: it does not change.
        if (body.clientId !== body.id) throw badRequest('clientId', 'fixed', 'field');
        const updated = await app.db
          .updateTable('oauth_client')
          .set({ ...fields, ...(secretHash ? { secret_hash: secretHash } : {}) })
          .where('client_id', '=', body.id)
          .executeTakeFirst();
        if (Number(updated.numUpdatedRows) === 0) throw notFound();
      } else {
        if (!secretHash) throw badRequest('clientSecret', 'required', 'clientSecretRequired');
        try {
          await app.db
            .insertInto('oauth_client')
            .values({ client_id: body.clientId, secret_hash: secretHash, ...fields })
            .execute();
        } catch (error) {
          if (isUniqueViolation(error)) throw badRequest('clientId', 'unique', 'clientTaken');
          throw error;
        }
      }
      const row = await app.db.selectFrom('oauth_client').select(COLUMNS).where('client_id', '=', body.clientId).executeTakeFirstOrThrow();
      return ok(request, clientView(row));
    },
  );

  app.post(
    '/remove',
    {
      config,
      schema: {
        tags,
        summary: 'Remove clients',
        querystring: RemoveParams,
        response: { 200: okOf(Type.Integer({ description: 'Clients removed' })) },
      },
    },
    async (request) => {
      requirePlatformAdmin(request.viewer);
      const raw = request.query.ids ?? '';
      const ids = [...new Set(raw.split(',').filter(Boolean))];
      if (ids.length === 0) throw badRequest('ids', 'required', 'selectAtLeastOne');
      if (ids.includes(callingClient(request) ?? '')) throw new AppError(409, 'clientInUse');
      const removed = await app.db.transaction().execute(async (trx) => {
        const found = await trx.selectFrom('oauth_client').select('client_id').where('client_id', 'in', ids).execute();
        if (found.length !== ids.length) throw notFound();
        await trx.deleteFrom('oauth_client').where('client_id', 'in', ids).execute();
        return found.length;
      });
      return ok(request, removed);
    },
  );
}
