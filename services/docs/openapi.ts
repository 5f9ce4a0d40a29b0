import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';

/** OpenAPI 3 generated from the route schemas, served at `/api/openapi.json` and shown at `/api/docs`. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
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
