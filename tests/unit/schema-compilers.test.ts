import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { rememberingCompilers } from '../../services/platform/core';

const item = () => ({ type: 'object', properties: { a: { type: 'string' } }, additionalProperties: false });
const route = (schema: unknown) => ({ schema, method: 'GET', url: '/x', httpStatus: '200' });

let app: FastifyInstance | undefined;
afterEach(async () => app?.close());

function appWith(register: (app: FastifyInstance) => void, serializeOnFirstAnswer = false): FastifyInstance {
  app = Fastify({ schemaController: { compilersFactory: rememberingCompilers({ serializeOnFirstAnswer }) } });
  register(app);
  return app;
}

describe.each([false, true])('the remembering schema compilers (serialize on first answer: %s)', (serializeOnFirstAnswer) => {
  it('build an answer schema once for every route that answers with an equal one', () => {
    const compile = rememberingCompilers({ serializeOnFirstAnswer }).buildSerializer!({}, {});
    expect(compile(route(item()))).toBe(compile(route(item())));
  });

  it('build a different answer schema anew', () => {
    const compile = rememberingCompilers({ serializeOnFirstAnswer }).buildSerializer!({}, {});
    const other = { type: 'object', properties: { b: { type: 'string' } } };
    expect(compile(route(item()))).not.toBe(compile(route(other)));
  });

  it('build nothing again for a second app of the process with the same shared schemas and options', () => {
    const first = rememberingCompilers({ serializeOnFirstAnswer }).buildSerializer!({}, {});
    const second = rememberingCompilers({ serializeOnFirstAnswer }).buildSerializer!({}, {});
    expect(second(route(item()))).toBe(first(route(item())));
    const firstValidator = rememberingCompilers({ serializeOnFirstAnswer }).buildValidator({}, {
      customOptions: { coerceTypes: true },
    } as never) as unknown as (def: unknown) => unknown;
    const secondValidator = rememberingCompilers({ serializeOnFirstAnswer }).buildValidator({}, {
      customOptions: { coerceTypes: true },
    } as never) as unknown as (def: unknown) => unknown;
    expect(secondValidator(route(item()))).toBe(firstValidator(route(item())));
  });

  it('build anew where the shared schemas or the options differ', () => {
    const shared = { 'urn:one': { $id: 'urn:one', type: 'string' } };
    const plain = rememberingCompilers({ serializeOnFirstAnswer }).buildSerializer!({}, {});
    const withShared = rememberingCompilers({ serializeOnFirstAnswer }).buildSerializer!(shared, {});
    expect(withShared(route(item()))).not.toBe(plain(route(item())));
    const coercing = rememberingCompilers({ serializeOnFirstAnswer }).buildValidator({}, {
      customOptions: { coerceTypes: true },
    } as never) as unknown as (def: unknown) => unknown;
    const strict = rememberingCompilers({ serializeOnFirstAnswer }).buildValidator({}, {
      customOptions: { coerceTypes: false },
    } as never) as unknown as (def: unknown) => unknown;
    expect(strict(route(item()))).not.toBe(coercing(route(item())));
  });

  it('answer each route by its own schema', async () => {
    const a = appWith((app) => {
      app.get('/one', { schema: { response: { 200: item() } } }, async () => ({ a: 'x', b: 'dropped' }));
      app.get('/two', { schema: { response: { 200: item() } } }, async () => ({ a: 'y' }));
      app.get('/three', { schema: { response: { 200: { type: 'object', properties: { b: { type: 'string' } } } } } }, async () => ({
        a: 'dropped',
        b: 'z',
      }));
    }, serializeOnFirstAnswer);
    expect((await a.inject('/one')).json()).toEqual({ a: 'x' });
    expect((await a.inject('/two')).json()).toEqual({ a: 'y' });
    expect((await a.inject('/three')).json()).toEqual({ b: 'z' });
  });

  it('check every route’s input with a shared validator and report its errors', async () => {
    const body = () => ({ type: 'object', required: ['n'], properties: { n: { type: 'integer' } } });
    const a = appWith((app) => {
      app.post('/one', { schema: { body: body() } }, async (request) => request.body);
      app.post('/two', { schema: { body: body() } }, async (request) => request.body);
    }, serializeOnFirstAnswer);
    expect((await a.inject({ method: 'POST', url: '/one', payload: { n: 'x' } })).statusCode).toBe(400);
    expect((await a.inject({ method: 'POST', url: '/two', payload: {} })).json().message).toMatch(/must have required property 'n'/);
    expect((await a.inject({ method: 'POST', url: '/two', payload: { n: 3 } })).json()).toEqual({ n: 3 });
  });

  it('still stop the start on a broken input schema', async () => {
    const a = appWith((app) => {
      app.post('/broken', { schema: { body: { type: 'object', properties: { a: { type: 'no-such-type' } } } } }, async () => ({}));
    }, serializeOnFirstAnswer);
    await expect(a.ready()).rejects.toThrow();
  });
});

const brokenAnswer = (app: FastifyInstance) =>
  app.get('/broken', { schema: { response: { 200: { type: 'object', properties: { a: { type: 'no-such-type' } } } } } }, async () => ({}));

describe('answer schemas built at the start (the tests’ app)', () => {
  it('stop the start when one is broken', async () => {
    await expect(appWith(brokenAnswer).ready()).rejects.toThrow();
  });
});

describe('answer schemas built on their first answer (a server)', () => {
  it('build a serializer when it first serializes, not when the route is registered', () => {
    const broken = { type: 'object', properties: { a: { type: 'no-such-type' } } };
    expect(() => rememberingCompilers({ serializeOnFirstAnswer: false }).buildSerializer!({}, {})(route(broken))).toThrow();
    const serialize = rememberingCompilers({ serializeOnFirstAnswer: true }).buildSerializer!({}, {})(route(broken)) as (
      data: unknown,
    ) => string;
    expect(() => serialize({ a: 'x' })).toThrow();
  });

  it('serialize as the built one does, dropping undeclared properties', () => {
    const serialize = rememberingCompilers({ serializeOnFirstAnswer: true }).buildSerializer!({}, {})(route(item())) as (
      data: unknown,
    ) => string;
    expect(serialize({ a: 'x', b: 'dropped' })).toBe('{"a":"x"}');
    expect(serialize({ a: 'y' })).toBe('{"a":"y"}');
  });

  it('let the app start with a broken one, which fails its own answers only', async () => {
    const a = appWith((app) => {
      brokenAnswer(app);
      app.get('/fine', { schema: { response: { 200: item() } } }, async () => ({ a: 'x' }));
    }, true);
    await a.ready();
    expect((await a.inject('/fine')).json()).toEqual({ a: 'x' });
    expect((await a.inject('/broken')).statusCode).toBe(500);
  });
});
