import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { rememberingCompilers } from '../../services/platform/core';

const item = () => ({ type: 'object', properties: { a: { type: 'string' } }, additionalProperties: false });
const route = (schema: unknown) => ({ schema, method: 'GET', url: '/x', httpStatus: '200' });

let app: FastifyInstance | undefined;
afterEach(async () => app?.close());

function appWith(register: (app: FastifyInstance) => void, onFirstUse = false): FastifyInstance {
  app = Fastify({ schemaController: { compilersFactory: rememberingCompilers({ onFirstUse }) } });
  register(app);
  return app;
}

describe.each([false, true])('the remembering schema compilers (built on first use: %s)', (onFirstUse) => {
  it('build an answer schema once for every route that answers with an equal one', () => {
    const compile = rememberingCompilers({ onFirstUse }).buildSerializer!({}, {});
    expect(compile(route(item()))).toBe(compile(route(item())));
  });

  it('build a different answer schema anew', () => {
    const compile = rememberingCompilers({ onFirstUse }).buildSerializer!({}, {});
    const other = { type: 'object', properties: { b: { type: 'string' } } };
    expect(compile(route(item()))).not.toBe(compile(route(other)));
  });

  it('build nothing again for a second app of the process with the same shared schemas and options', () => {
    const first = rememberingCompilers({ onFirstUse }).buildSerializer!({}, {});
    const second = rememberingCompilers({ onFirstUse }).buildSerializer!({}, {});
    expect(second(route(item()))).toBe(first(route(item())));
    const firstValidator = rememberingCompilers({ onFirstUse }).buildValidator({}, {
      customOptions: { coerceTypes: true },
    } as never) as unknown as (def: unknown) => unknown;
    const secondValidator = rememberingCompilers({ onFirstUse }).buildValidator({}, {
      customOptions: { coerceTypes: true },
    } as never) as unknown as (def: unknown) => unknown;
    expect(secondValidator(route(item()))).toBe(firstValidator(route(item())));
  });

  it('build anew where the shared schemas or the options differ', () => {
    const shared = { 'urn:one': { $id: 'urn:one', type: 'string' } };
    const plain = rememberingCompilers({ onFirstUse }).buildSerializer!({}, {});
    const withShared = rememberingCompilers({ onFirstUse }).buildSerializer!(shared, {});
    expect(withShared(route(item()))).not.toBe(plain(route(item())));
    const coercing = rememberingCompilers({ onFirstUse }).buildValidator({}, {
      customOptions: { coerceTypes: true },
    } as never) as unknown as (def: unknown) => unknown;
    const strict = rememberingCompilers({ onFirstUse }).buildValidator({}, {
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
    }, onFirstUse);
    expect((await a.inject('/one')).json()).toEqual({ a: 'x' });
    expect((await a.inject('/two')).json()).toEqual({ a: 'y' });
    expect((await a.inject('/three')).json()).toEqual({ b: 'z' });
  });

  it('check every route’s input with a shared validator and report its errors', async () => {
    const body = () => ({ type: 'object', required: ['n'], properties: { n: { type: 'integer' } } });
    const a = appWith((app) => {
      app.post('/one', { schema: { body: body() } }, async (request) => request.body);
      app.post('/two', { schema: { body: body() } }, async (request) => request.body);
    }, onFirstUse);
    expect((await a.inject({ method: 'POST', url: '/one', payload: { n: 'x' } })).statusCode).toBe(400);
    expect((await a.inject({ method: 'POST', url: '/two', payload: {} })).json().message).toMatch(/must have required property 'n'/);
    expect((await a.inject({ method: 'POST', url: '/two', payload: { n: 3 } })).json()).toEqual({ n: 3 });
  });

  it('coerce and default a query as Ajv does at the root', async () => {
    const query = { type: 'object', properties: { n: { type: 'integer' }, d: { type: 'string', default: 'x' } } };
    const a = appWith((app) => {
      app.get('/q', { schema: { querystring: query } }, async (request) => request.query);
    }, onFirstUse);
    expect((await a.inject('/q?n=3')).json()).toEqual({ n: 3, d: 'x' });
    expect((await a.inject('/q?n=three')).statusCode).toBe(400);
  });
});

const brokenInput = (app: FastifyInstance) =>
  app.post('/broken', { schema: { body: { type: 'object', properties: { a: { type: 'no-such-type' } } } } }, async () => ({}));

describe('input schemas built at the start (the tests’ app)', () => {
  it('stop the start when one is broken', async () => {
    await expect(appWith(brokenInput).ready()).rejects.toThrow();
  });
});

describe('input schemas built on their first request (a server)', () => {
  it('build a validator when it first checks a request, not when the route is registered', () => {
    const broken = { type: 'object', properties: { a: { type: 'no-such-type' } } };
    const compile = (onFirstUse: boolean) =>
      rememberingCompilers({ onFirstUse }).buildValidator({}, { customOptions: {} } as never) as unknown as (
        def: unknown,
      ) => (data: unknown) => unknown;
    expect(() => compile(false)(route(broken))).toThrow();
    const validate = compile(true)(route(broken));
    expect(() => validate({ a: 'x' })).toThrow();
  });

  it('let the app start with a broken one, which fails its own requests only', async () => {
    const a = appWith((app) => {
      brokenInput(app);
      app.post('/fine', { schema: { body: item() } }, async (request) => request.body);
    }, true);
    await a.ready();
    expect((await a.inject({ method: 'POST', url: '/fine', payload: { a: 'x' } })).json()).toEqual({ a: 'x' });
    expect((await a.inject({ method: 'POST', url: '/broken', payload: { a: 'x' } })).statusCode).toBe(500);
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
    expect(() => rememberingCompilers({ onFirstUse: false }).buildSerializer!({}, {})(route(broken))).toThrow();
    const serialize = rememberingCompilers({ onFirstUse: true }).buildSerializer!({}, {})(route(broken)) as (data: unknown) => string;
    expect(() => serialize({ a: 'x' })).toThrow();
  });

  it('serialize as the built one does, dropping undeclared properties', () => {
    const serialize = rememberingCompilers({ onFirstUse: true }).buildSerializer!({}, {})(route(item())) as (data: unknown) => string;
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
