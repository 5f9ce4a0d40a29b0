import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import jwt from '@fastify/jwt';
import { Type } from '@sinclair/typebox';
import { configurePersonKeys } from '../db';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import {
  apiScopeRoutes,
  clientRoutes,
  dataScopeRoutes,
  deptRoutes,
  dictBizRoutes,
  dictRoutes,
  guideRoutes,
  menuRoutes,
  postRoutes,
  publicRoutes,
  regionRoutes,
  roleRoutes,
  tenantRoutes,
  topMenuRoutes,
  unionTreeRoutes,
  workCalendarRoutes,
  yearSettingRoutes,
} from './admin';
import { flowAdminRoutes, flowRoutes, followRoutes, readflowRoutes } from './flow';
import { publicAccountRoutes, registerGuard, registerPermissionCheck, registerTenantScope, tokenRoutes, userRoutes } from './identity';
import { registerUnionChangeChecks, unionMessageRoutes, unionProfileRoutes } from './organisation';
import {
  answerClientError,
  answerFrameworkError,
  decorateDependencies,
  healthRoutes,
  metricsRoute,
  ossEndpointRoutes,
  registerErrorHandling,
  registerHttpMetrics,
  registerInputChecks,
  registerJobLimits,
  registerOpenApi,
  registerSecurityHeaders,
  registerServingState,
  bufferedLogDestination,
  registerRequestLog,
  registerUnderPressure,
  requestLogger,
  rememberingCompilers,
  type AppDeps,
} from './platform';
import { honourRoutes, leaveRoutes, personalDataViewRoutes, publicityRoutes, publicPublicityRoutes, recordRoutes } from './records';

export const UPLOAD_LIMIT_BYTES = 262_144_000;

export interface BuildAppOptions extends AppDeps {
  /** pino options, `false` for silence; defaults to info-level JSON logs. */
  logger?: FastifyServerOptions['logger'];
  /** The built console (web/dist), served on the same port with client-side routes falling back to it. */
  webRoot?: string;
  /** Largest accepted upload; the specification's 250 MB unless a test needs a small one. */
  uploadLimitBytes?: number;
  /**
   * Draws the captcha's code instead of `randomCaptchaCode`: browser tests inject a known code, since
   * they cannot read the image. Only code that builds the app can set it; no configuration can.
   */
  captchaCode?: () => string;
  /** Tests: every JSON answer is checked against its response schema (services/platform/openapi/response-check.ts). */
  checkResponses?: boolean;
}

/** The console's one route: its files, and any GET no other route matches (then the not-found handler's). */
const CONSOLE_ROUTE = '/*';

/** The Fastify app with every route registered; it does not listen. */
export async function buildApp(opts: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: opts.logger ?? {
      level: 'info',
      redact: ['req.headers.authorization', 'req.headers["miidc-auth"]', 'req.headers.cookie', 'req.headers["invitation-token"]'],
      stream: bufferedLogDestination(),
    },
    childLoggerFactory: requestLogger,
    // Fastify's own two lines a request are off: registerRequestLog writes one (its option as Fastify 5.12 wants it).
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
    // Fastify's overloads cannot take the union; the value is always one of the forms it accepts.
    trustProxy: opts.config.trustProxy as FastifyServerOptions['trustProxy'] & boolean,
    ajv: { customOptions: { removeAdditional: false, coerceTypes: true, useDefaults: true, allErrors: false } },
    // A URL the router cannot decode (`/page%`) answers 400 in the envelope, not Fastify's own JSON.
    frameworkErrors: answerFrameworkError,
    // What Node's HTTP parser refuses (a request line and headers over 16 KB: 431) is answered in the envelope too.
    clientErrorHandler: answerClientError,
    // Each distinct schema built once, not once per route and status code: most of the start's time.
    // A server builds a serializer on its first answer and a validator on its first request; the
    // tests' app (checkResponses) builds all at the start, so a broken schema fails the tests.
    schemaController: { compilersFactory: rememberingCompilers({ onFirstUse: !opts.checkResponses }) },
    // While closing, a request that still arrives is refused in the envelope (services/platform/health/serving-state.ts).
    return503OnClosing: false,
  });
  // A route that declares no query parameters takes none: an unknown key is a 400 everywhere.
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || route.url.startsWith('/api/docs')) return;
    route.schema = { ...route.schema, querystring: route.schema?.querystring ?? Type.Object({}, { additionalProperties: false }) };
  });
  // One log line a request, with its path only (query strings can carry the login password).
  registerRequestLog(app);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 65536 }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  const serveConsole = Boolean(opts.webRoot && existsSync(join(opts.webRoot, 'index.html')));
  // Deny by default: the guard checks every matched route not flagged public. The console's route
  // (`/*`: its files, and any GET no other route matches) is the only one outside /api, and public;
  // flagged here, before the route inventory sees it.
  if (serveConsole) {
    app.addHook('onRoute', (route) => {
      if (route.url === CONSOLE_ROUTE) route.config = { ...route.config, public: true };
    });
  }
  decorateDependencies(app, opts);
  app.decorate('captchaCode', opts.captchaCode ?? null);
  registerErrorHandling(app, { consoleFallback: serveConsole });
  registerHttpMetrics(app);
  registerServingState(app);
  registerInputChecks(app);
  // Before the guard: its refusals carry the headers too.
  await registerSecurityHeaders(app);
  // Before the guard too: a request shed under pressure costs no database work.
  await registerUnderPressure(app);
  // The registers of rights and help key people by their tenant's key (db/people).
  configurePersonKeys(opts.config.personKeySecret);
  await app.register(jwt, { secret: opts.config.jwtSecret, sign: { algorithm: 'HS256' }, verify: { algorithms: ['HS256'] } });
  await app.register(multipart, { limits: { fileSize: opts.uploadLimitBytes ?? UPLOAD_LIMIT_BYTES, files: 1, fields: 10 } });
  await registerOpenApi(app, { checkResponses: opts.checkResponses ?? false });
  registerGuard(app, opts.config.accessTokenSeconds);
  registerTenantScope(app);
  // After the guard, before any route: every route's permission code is checked and recorded.
  registerPermissionCheck(app);
  // Heavy work (documents, stored files, imports) within its bounds per account and tenant: 429 past them.
  registerJobLimits(app);

  await app.register(healthRoutes, { prefix: '/api' });
  await app.register(metricsRoute);
  await app.register(tokenRoutes, { prefix: '/api/blade-auth' });
  await recordRoutes(app);
  await app.register(unionProfileRoutes, { prefix: '/api/blade-crop/crop' });
  await app.register(unionMessageRoutes, { prefix: '/api/blade-crop/crop/union-message' });
  registerUnionChangeChecks();
  await app.register(publicRoutes, { prefix: '/api/blade-crop/public' });
  // Publicity (公示) and honours: the federation's calls, the public area's, the calendar they count days by.
  await app.register(publicityRoutes, { prefix: '/api/blade-crop/crop/publicity' });
  await app.register(publicPublicityRoutes, { prefix: '/api/blade-crop/public/publicity' });
  await app.register(honourRoutes, { prefix: '/api/blade-crop/crop/honor2' });
  await app.register(workCalendarRoutes, { prefix: '/api/blade-system/work-calendar' });
  // The figures the federation sets per year (年度标准设置), read by the server rules and prefill.
  await app.register(yearSettingRoutes, { prefix: '/api/blade-system/year-setting' });
  await app.register(personalDataViewRoutes, { prefix: '/api/blade-system/personal-data-view' });
  await app.register(flowRoutes, { prefix: '/api/blade-flow' });
  await app.register(flowAdminRoutes, { prefix: '/api/blade-flow' });
  await app.register(leaveRoutes, { prefix: '/api/blade-desk/process/leave' });
  await app.register(followRoutes, { prefix: '/api/blade-flow/follow' });
  await app.register(readflowRoutes, { prefix: '/api/blade-crop/crop/readflow' });
  await app.register(regionRoutes, { prefix: '/api/blade-system/region' });
  await app.register(roleRoutes, { prefix: '/api/blade-system/role' });
  await app.register(menuRoutes, { prefix: '/api/blade-system/menu' });
  await app.register(topMenuRoutes, { prefix: '/api/blade-system/topmenu' });
  await app.register(dataScopeRoutes, { prefix: '/api/blade-system/data-scope' });
  await app.register(apiScopeRoutes, { prefix: '/api/blade-system/api-scope' });
  await app.register(publicAccountRoutes, { prefix: '/api/blade-crop/public' });
  await app.register(userRoutes, { prefix: '/api/blade-user' });
  await app.register(tenantRoutes, { prefix: '/api/blade-system/tenant' });
  await app.register(clientRoutes, { prefix: '/api/blade-system/client' });
  await app.register(deptRoutes, { prefix: '/api/blade-system/dept' });
  await app.register(unionTreeRoutes, { prefix: '/api/blade-system/dept' });
  await app.register(postRoutes, { prefix: '/api/blade-system/post' });
  await app.register(dictRoutes, { prefix: '/api/blade-system/dict' });
  await app.register(dictBizRoutes, { prefix: '/api/blade-system/dict-biz' });
  await app.register(guideRoutes, { prefix: '/api/blade-system/guide' });
  await app.register(ossEndpointRoutes, { prefix: '/api/blade-resource/oss/endpoint' });

  if (serveConsole && opts.webRoot) {
    // One route for every file: a route per file was 1,600 routes (most of them Blueprint's icons), 3 MB of an idle API.
    // A path that is no file is not found there, so the client-side routes still get the index page.
    await app.register(fastifyStatic, { root: opts.webRoot, wildcard: true, index: 'index.html' });
  }
  return app;
}
