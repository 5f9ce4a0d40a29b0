import { Type } from '@sinclair/typebox';
import Fastify from 'fastify';
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
    const route = { method: 'GET', url: '/api/x/page', config: {}, schema: {} } as never;
    declareErrorAnswers(route);
    const busy = (route as { schema: { response: Record<string, { headers?: Record<string, unknown> }> } }).schema.response[503];
    expect(busy?.headers).toHaveProperty('Retry-After');
  });

  it('add 429 with its Retry-After header for a route of a job class (documents, downloads, imports)', () => {
    expect(errorStatusesOf({ method: 'GET', config: { jobs: 'document' } })).toEqual([400, 401, 403, 404, 409, 429, 431, 500, 503]);
    const route = { method: 'GET', url: '/api/x/zip', config: { jobs: 'document' }, schema: {} } as never;
    declareErrorAnswers(route);
    const tooMany = (route as { schema: { response: Record<string, { headers?: Record<string, unknown> }> } }).schema.response[429];
    expect(tooMany?.headers).toHaveProperty('Retry-After');
  });

  it('add 422 only for a call that sends a command to a flow (it takes an Idempotency-Key)', () => {
    expect(errorStatusesOf({ method: 'GET', config: { command: true } })).toEqual([400, 401, 403, 404, 409, 422, 431, 500, 503]);
    expect(errorStatusesOf({ method: 'POST', config: {} })).not.toContain(422);
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
