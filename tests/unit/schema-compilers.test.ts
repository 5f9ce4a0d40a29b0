import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { rememberingCompilers } from '../../services/platform/core';

const item = () => ({ type: 'object', properties: { a: { type: 'string' } }, additionalProperties: false });
const route = (schema: unknown) => ({ schema, method: 'GET', url: '/x', httpStatus: '200' });

let app: FastifyInstance | undefined;
afterEach(async () => app?.close());

function appWith(register: (app: FastifyInstance) => void): FastifyInstance {
  app = Fastify({ schemaController: { compilersFactory: rememberingCompilers() } });
  register(app);
  return app;
}

describe('the remembering schema compilers', () => {
  it('build an answer schema once for every route that answers with an equal one', () => {
    const compile = rememberingCompilers().buildSerializer!({}, {});
    expect(compile(route(item()))).toBe(compile(route(item())));
  });

  it('build a different answer schema anew', () => {
    const compile = rememberingCompilers().buildSerializer!({}, {});
    const other = { type: 'object', properties: { b: { type: 'string' } } };
    expect(compile(route(item()))).not.toBe(compile(route(other)));
  });

  it('build nothing again for a second app of the process with the same shared schemas and options', () => {
    const first = rememberingCompilers().buildSerializer!({}, {});
    const second = rememberingCompilers().buildSerializer!({}, {});
    expect(second(route(item()))).toBe(first(route(item())));
    const firstValidator = rememberingCompilers().buildValidator({}, { customOptions: { coerceTypes: true } } as never) as unknown as (
      def: unknown,
    ) => unknown;
    const secondValidator = rememberingCompilers().buildValidator({}, { customOptions: { coerceTypes: true } } as never) as unknown as (
      def: unknown,
    ) => unknown;
    expect(secondValidator(route(item()))).toBe(firstValidator(route(item())));
  });

  it('build anew where the shared schemas or the options differ', () => {
    const shared = { 'urn:one': { $id: 'urn:one', type: 'string' } };
    const plain = rememberingCompilers().buildSerializer!({}, {});
    const withShared = rememberingCompilers().buildSerializer!(shared, {});
    expect(withShared(route(item()))).not.toBe(plain(route(item())));
    const coercing = rememberingCompilers().buildValidator({}, { customOptions: { coerceTypes: true } } as never) as unknown as (
      def: unknown,
    ) => unknown;
    const strict = rememberingCompilers().buildValidator({}, { customOptions: { coerceTypes: false } } as never) as unknown as (
      def: unknown,
    ) => unknown;
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
    });
    expect((await a.inject('/one')).json()).toEqual({ a: 'x' });
    expect((await a.inject('/two')).json()).toEqual({ a: 'y' });
    expect((await a.inject('/three')).json()).toEqual({ b: 'z' });
  });

  it('check every route’s input with a shared validator and report its errors', async () => {
    const body = () => ({ type: 'object', required: ['n'], properties: { n: { type: 'integer' } } });
    const a = appWith((app) => {
      app.post('/one', { schema: { body: body() } }, async (request) => request.body);
      app.post('/two', { schema: { body: body() } }, async (request) => request.body);
    });
    expect((await a.inject({ method: 'POST', url: '/one', payload: { n: 'x' } })).statusCode).toBe(400);
    expect((await a.inject({ method: 'POST', url: '/two', payload: {} })).json().message).toMatch(/must have required property 'n'/);
    expect((await a.inject({ method: 'POST', url: '/two', payload: { n: 3 } })).json()).toEqual({ n: 3 });
  });

  it('still stop the start on a broken answer schema', async () => {
    const a = appWith((app) => {
      app.get(
        '/broken',
        { schema: { response: { 200: { type: 'object', properties: { a: { type: 'no-such-type' } } } } } },
        async () => ({}),
      );
    });
    await expect(a.ready()).rejects.toThrow();
  });

  it('still stop the start on a broken input schema', async () => {
    const a = appWith((app) => {
      app.post('/broken', { schema: { body: { type: 'object', properties: { a: { type: 'no-such-type' } } } } }, async () => ({}));
    });
    await expect(a.ready()).rejects.toThrow();
  });
});
