import { Type } from '@sinclair/typebox';
import type { SwaggerTransform } from '@fastify/swagger';
import Fastify, { type RouteOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { AppError, ConflictError, ErrorEnvelope, InvalidInputError, okOf, registerErrorHandling } from '../../services/platform/core';
import { declareErrorAnswers, errorStatusesOf } from '../../services/platform/openapi/error-answers';
import { mismatchOf, registerResponseCheck } from '../../services/platform/openapi/response-check';

/** A bare app with the envelope handler and the declared failures, one route answering what `fail` throws. */
async function appThrowing(fail: () => never) {
  const app = Fastify();
  // The declared failures refer to the one named envelope, as registerOpenApi adds it in the app.
  app.addSchema(ErrorEnvelope);
  registerErrorHandling(app);
  app.addHook('onRoute', declareErrorAnswers);
  registerResponseCheck(app);
  app.post('/api/x', { config: { public: true }, schema: { response: { 200: okOf(Type.Boolean()) } } }, async () => fail());
  await app.ready();
  return app;
}

type Answers = Record<string, { headers?: Record<string, unknown>; content?: unknown } | undefined>;

/** The answers a route shows in the OpenAPI document, once the hook has declared its failures. */
function documented(options: Record<string, unknown>): Answers {
  const route = options as unknown as RouteOptions;
  declareErrorAnswers(route);
  const transform = (route.config as { swaggerTransform: SwaggerTransform }).swaggerTransform;
  return (transform({ schema: route.schema!, url: route.url, route } as never).schema as { response: Answers }).response;
}

describe('the declared failure answers', () => {
  it('keep the field, rule, message and limit of a 400', async () => {
    const app = await appThrowing(() => {
      throw new InvalidInputError([{ field: 'name', rule: 'maxLength', message: '太长', limit: 10 } as never]);
    });
    const answer = (await app.inject({ method: 'POST', url: '/api/x' })).json();
    expect(answer.data).toEqual({ errors: [{ field: 'name', rule: 'maxLength', message: '太长', limit: 10 }] });
  });

  it('keep the state a 409 names', async () => {
    const app = await appThrowing(() => {
      throw new ConflictError('approved', '已通过');
    });
    const answer = await app.inject({ method: 'POST', url: '/api/x' });
    expect(answer.statusCode).toBe(409);
    expect(answer.json().data).toEqual({ state: 'approved', stateName: '已通过' });
  });

  it('keep data of a shape no schema names', async () => {
    const app = await appThrowing(() => {
      throw new AppError(409, 'conflict', {}, { stage: 'stage1', stageName: '审核', reviewer: 'launion' });
    });
    expect((await app.inject({ method: 'POST', url: '/api/x' })).json().data).toEqual({
      stage: 'stage1',
      stageName: '审核',
      reviewer: 'launion',
    });
  });

  it('are 400, 404, 409, 431, 500 and 503 for every route; 401 and 403 unless public; 429 when limited; 413 and 415 with a body', () => {
    expect(errorStatusesOf({ method: 'GET', config: { public: true } })).toEqual([400, 404, 409, 431, 500, 503]);
    expect(errorStatusesOf({ method: 'GET', config: {} })).toEqual([400, 401, 403, 404, 409, 431, 500, 503]);
    expect(errorStatusesOf({ method: 'POST', config: { public: true, rateLimit: { max: 1 } } as never })).toEqual([
      400, 404, 409, 413, 415, 429, 431, 500, 503,
    ]);
  });

  it('leave 503 out only for the routes that answer under pressure (health)', () => {
    expect(errorStatusesOf({ method: 'GET', config: { public: true, pressureExempt: true } })).toEqual([400, 404, 409, 431, 500]);
  });

  it('add 503 with its Retry-After header: a route may be shed under pressure or refused while the API closes', () => {
    const busy = documented({ method: 'GET', url: '/api/x/page', config: {}, schema: {} })[503];
    expect(busy?.headers).toHaveProperty('Retry-After');
  });

  it('add 429 with its Retry-After header for a route of a job class (documents, downloads, imports)', () => {
    expect(errorStatusesOf({ method: 'GET', config: { jobs: 'document' } })).toEqual([400, 401, 403, 404, 409, 429, 431, 500, 503]);
    const tooMany = documented({ method: 'GET', url: '/api/x/zip', config: { jobs: 'document' }, schema: {} })[429];
    expect(tooMany?.headers).toHaveProperty('Retry-After');
  });

  it('add 422 only for a call that sends a command to a flow (it takes an Idempotency-Key)', () => {
    expect(errorStatusesOf({ method: 'GET', config: { command: true } })).toEqual([400, 401, 403, 404, 409, 422, 431, 500, 503]);
    expect(errorStatusesOf({ method: 'POST', config: {} })).not.toContain(422);
  });
});

describe('the answers Fastify is given', () => {
  // V8 holds an object keyed 200 ... 503 as an array of 617 slots (4.9 KB), and Fastify makes one more
  // of each route's: keyed by class, 800 routes' answers take 8 MB less of an idle API's heap.
  it('are keyed by class: the only success as 2xx, the envelope as 4xx and 5xx', () => {
    const route = { method: 'POST', url: '/api/x/submit', config: { command: true }, schema: { response: { 200: okOf(Type.Boolean()) } } };
    declareErrorAnswers(route as never);
    expect(Object.keys((route.schema as { response: object }).response)).toEqual(['2xx', '4xx', '5xx']);
  });

  it("keep a route's own failure beside the envelope's class (Fastify looks the status up exactly first)", () => {
    const own = Type.Object({ problems: Type.Array(Type.String()) });
    const route = { method: 'POST', url: '/api/x/deploy', config: {}, schema: { response: { 200: okOf(Type.Boolean()), 400: own } } };
    declareErrorAnswers(route as never);
    const response = (route.schema as { response: Record<string, unknown> }).response;
    expect(response[400]).toBe(own);
    expect(Object.keys(response)).toEqual(['400', '2xx', '4xx', '5xx']);
  });

  it('still show each status on its own in the document, the success as 200', () => {
    const answers = documented({ method: 'GET', url: '/api/x/page', config: {}, schema: { response: { 200: okOf(Type.Boolean()) } } });
    expect(Object.keys(answers)).toEqual(['200', '400', '401', '403', '404', '409', '431', '500', '503']);
  });

  it("serialize a failure in the envelope and a route's own failure in its own shape", async () => {
    const app = Fastify();
    app.addSchema(ErrorEnvelope);
    registerErrorHandling(app);
    app.addHook('onRoute', declareErrorAnswers);
    // No response check here: the field the own schema does not name shows which serializer wrote the answer.
    const own = Type.Object({ code: Type.Integer(), problems: Type.Array(Type.String()) });
    const opts = { config: { public: true }, schema: { response: { 200: okOf(Type.Boolean()), 400: own } } };
    app.post('/api/own', opts, async (_request, reply) => reply.code(400).send({ code: 400, problems: ['a'], dropped: 1 }));
    app.post('/api/envelope', opts, async () => {
      throw new ConflictError('approved', '已通过');
    });
    await app.ready();
    expect((await app.inject({ method: 'POST', url: '/api/own' })).json()).toEqual({ code: 400, problems: ['a'] });
    const conflict = (await app.inject({ method: 'POST', url: '/api/envelope' })).json();
    expect(conflict).toMatchObject({ code: 409, success: false, data: { state: 'approved', stateName: '已通过' } });
  });
});

describe('the response check', () => {
  const schema = okOf(Type.Object({ name: Type.String(), note: Type.Union([Type.String(), Type.Null()]) }));
  const answer = (data: unknown) => ({ code: 200, success: true, msg: 'ok', data });

  it('passes an answer its schema writes as it is', () => {
    expect(mismatchOf(schema, answer({ name: 'a', note: null }))).toBeNull();
  });

  it('names a field the schema would drop', () => {
    expect(mismatchOf(schema, answer({ name: 'a', note: 'b', extra: 1 }))).toMatch(/data\.extra is not in the schema/);
  });

  it('names a null the schema would write as an empty string', () => {
    expect(mismatchOf(schema, answer({ name: null, note: null }))).toMatch(/data\.name is null/);
  });

  it('fails the request whose answer does not match', async () => {
    const app = Fastify();
    registerErrorHandling(app);
    registerResponseCheck(app);
    app.get('/x', { schema: { response: { 200: schema } } }, async () => answer({ name: 'a', note: null, extra: 1 }));
    expect((await app.inject({ method: 'GET', url: '/x' })).statusCode).toBe(500);
  });
});
