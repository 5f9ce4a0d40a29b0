import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { langOf, ok, okSchema } from '../../platform/core';
import { dictionaryItems, itemsIn, systemDictionaryItems } from './dictionary-items';
import { DictionaryQuery } from './dictionary-schemas';
import { DictionaryOption } from './dictionary-views';

const answer = { 200: okSchema(Type.Array(DictionaryOption)) };

/**
 * `GET /dictionary?code=` of the system dictionaries: public (the login and registration pages use
 * it), the same for every tenant, in display order.
 */
export async function systemDictionaryRoute(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<TypeBoxTypeProvider>().get(
    '/dictionary',
    {
      config: { public: true },
      schema: {
        tags: ['dict'],
        summary: 'The entries of one system dictionary, in display order',
        querystring: DictionaryQuery,
        response: answer,
      },
    },
    async (request) => ok(request, itemsIn(langOf(request), await systemDictionaryItems(app.db, request.query.code))),
  );
}

/**
 * `GET /dictionary?code=` of the business dictionaries: the caller tenant's dictionary, that is the
 * system entries extended by the tenant's own (see dictionaryItems).
 */
export async function businessDictionaryRoute(app: FastifyInstance, options: { permission: string }): Promise<void> {
  app.withTypeProvider<TypeBoxTypeProvider>().get(
    '/dictionary',
    {
      config: { permission: options.permission },
      schema: {
        tags: ['dict-biz'],
        summary: "One dictionary as the caller's tenant uses it: system entries and the tenant's own",
        querystring: DictionaryQuery,
        response: answer,
      },
    },
    async (request) => ok(request, itemsIn(langOf(request), await dictionaryItems(app.db, request.viewer.tenantId, request.query.code))),
  );
}
