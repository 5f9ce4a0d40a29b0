import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest } from './errors';

const NUL = '\u0000';
/** Deeper than any form; past it a body is not searched further (the schema bounds it anyway). */
const MAX_DEPTH = 32;

/** The dotted path (as validation errors name fields) of the first NUL character in `value`, or null. */
function nulAt(value: unknown, path: string, depth: number): string | null {
  if (typeof value === 'string') return value.includes(NUL) ? path : null;
  if (depth > MAX_DEPTH || value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return null;
  for (const [key, item] of Object.entries(value)) {
    const at = path ? `${path}.${key}` : key;
    if (key.includes(NUL)) return at.replaceAll(NUL, '\\u0000');
    const found = nulAt(item, at, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

/** A multipart body needs its boundary parameter; without one the parser fails deep in the handler. */
function lacksBoundary(request: FastifyRequest): boolean {
  const type = request.headers['content-type'];
  return typeof type === 'string' && /^\s*multipart\//i.test(type) && !/;\s*boundary=\S/i.test(type);
}

/**
 * Checks every route's input before its schema: Postgres refuses NUL characters in text (a 500
 * otherwise), so one in a path parameter, query or JSON body is a 400 naming the field; and a
 * multipart request without a boundary is a 400 naming Content-Type.
 */
export function registerInputChecks(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (lacksBoundary(request)) throw badRequest('Content-Type', 'boundary', 'multipartBoundary');
    for (const part of [request.params, request.query, request.body]) {
      const field = nulAt(part, '', 0);
      if (field !== null) throw badRequest(field, 'nul', 'nulChar');
    }
  });
}
