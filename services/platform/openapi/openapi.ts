import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { ErrorEnvelope } from '../core';
import { declareErrorAnswers } from './error-answers';
import { registerResponseCheck } from './response-check';
import { hoistSharedFailures } from './shared-failures';

/**
 * OpenAPI 3 generated from the route schemas, served at `/api/openapi.json` and shown at `/api/docs`.
 * Call before any route: every route registered after it declares the failures it can answer, and
 * with `checkResponses` (tests) every answer is held to its response schema.
 */
export async function registerOpenApi(app: FastifyInstance, opts: { checkResponses?: boolean } = {}): Promise<void> {
  // Every route's failures refer to it (error-answers.ts): shared, so it is one component of the document.
  app.addSchema(ErrorEnvelope);
  app.addHook('onRoute', declareErrorAnswers);
  if (opts.checkResponses) registerResponseCheck(app);
  await app.register(swagger, {
    // A schema with an `$id` (the failure envelope, the record answers, the trees) is one named
    // component, referred to from every operation: the console's API types are generated from these names.
    refResolver: { buildLocalReference: (json, _baseUri, _fragment, i) => (typeof json.$id === 'string' ? json.$id : `def-${i}`) },
    openapi: {
      openapi: '3.0.3',
      info: { title: '工会审批门户 API', description: 'Union approval portal', version: '0.1.0' },
      components: {
        securitySchemes: {
          client: { type: 'http', scheme: 'basic', description: 'Client id and secret (web:web_secret)' },
          token: { type: 'apiKey', in: 'header', name: 'Miidc-Auth', description: 'bearer <access_token>' },
        },
      },
      security: [{ client: [], token: [] }],
    },
    transformObject: (made) => ('openapiObject' in made ? hoistSharedFailures(made.openapiObject) : made.swaggerObject),
  });
  // The viewer's page and assets are public like the document they show: flagged so on their routes,
  // which is what the guard decides on. No validator badge: it would load an image from outside.
  await app.register(async (docs) => {
    docs.addHook('onRoute', (route) => {
      route.config = { ...route.config, public: true };
    });
    await docs.register(swaggerUi, { routePrefix: '/api/docs', uiConfig: { validatorUrl: null } });
  });
  app.get('/api/openapi.json', { config: { public: true }, schema: { hide: true } }, async () => app.swagger());
}
