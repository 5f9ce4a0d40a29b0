import type { FastifyInstance } from 'fastify';

interface Schema {
  $id?: string;
  $ref?: string;
  type?: string | string[];
  nullable?: boolean;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  properties?: Record<string, Schema>;
  patternProperties?: Record<string, Schema>;
  additionalProperties?: boolean | Schema;
  items?: Schema;
  content?: Record<string, { schema?: Schema }>;
}

const kindOf = (value: unknown): string =>
  value === null ? 'null' : Array.isArray(value) ? 'array' : Number.isInteger(value) ? 'integer' : typeof value;

/**
 * Where `value` (as JSON carries it) would not come out of fast-json-stringify as it is: a field the
 * schema does not name (dropped), a null the schema does not allow (written as "" or 0), a value of
 * another type (converted). Null when it would.
 */
export function mismatchOf(given: Schema, value: unknown, path = 'data', named = new Map<string, Schema>()): string | null {
  // Recursive schemas (trees) name themselves with $id and refer to it with $ref.
  if (given.$id) named.set(given.$id, given);
  const schema = given.$ref ? named.get(given.$ref.replace(/#$/, '')) : given;
  if (!schema) return `${path}: its schema refers to ${given.$ref ?? ''}, which is not known`;
  for (const options of [schema.anyOf, schema.oneOf]) {
    if (options && options.every((option) => mismatchOf(option, value, path, named) !== null)) return `${path}: none of its alternatives`;
  }
  for (const part of schema.allOf ?? []) {
    const found = mismatchOf(part, value, path, named);
    if (found) return found;
  }
  if (schema.type === undefined) return null;
  const types = [schema.type].flat();
  const kind = kindOf(value);
  const fits = types.includes(kind) || (kind === 'integer' && types.includes('number')) || (kind === 'null' && schema.nullable === true);
  if (!fits) return `${path} is ${kind}, the schema says ${types.join('|')}`;
  if (kind === 'object') {
    for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
      const pattern = Object.entries(schema.patternProperties ?? {}).find(([p]) => new RegExp(p).test(key));
      const property = schema.properties?.[key] ?? pattern?.[1];
      const extra = schema.additionalProperties;
      if (property) {
        const found = mismatchOf(property, item, `${path}.${key}`, named);
        if (found) return found;
      } else if (typeof extra === 'object') {
        const found = mismatchOf(extra, item, `${path}.${key}`, named);
        if (found) return found;
      } else if (extra !== true) {
        return `${path}.${key} is not in the schema`;
      }
    }
  }
  if (kind === 'array' && schema.items) {
    const items = value as unknown[];
    for (let i = 0; i < items.length; i++) {
      const found = mismatchOf(schema.items, items[i], `${path}[${i}]`, named);
      if (found) return found;
    }
  }
  return null;
}

/**
 * For tests: every JSON answer is checked against the response schema of its status before it is
 * written, and a mismatch fails the request (500) with the path named in the log. A schema that
 * drops or rewrites what the handler sends is a defect no test would see otherwise.
 */
export function registerResponseCheck(app: FastifyInstance): void {
  app.addHook('preSerialization', async (request, reply, payload) => {
    const responses = request.routeOptions.schema?.response as Record<string, Schema> | undefined;
    if (!responses || payload === null || typeof payload !== 'object') return payload;
    const status = String(reply.statusCode);
    const declared = responses[status] ?? responses[`${status[0]}xx`] ?? responses[`${status[0]}XX`] ?? responses.default;
    const schema = declared?.content ? declared.content['application/json']?.schema : declared;
    if (!schema) return payload;
    // The shared schemas (the failure envelope) are what a `$ref` of a route's schema names.
    const shared = new Map(Object.entries(request.server.getSchemas() as Record<string, Schema>));
    const found = mismatchOf(schema, JSON.parse(JSON.stringify(payload)) as unknown, 'answer', shared);
    if (found) {
      request.log.error({ status, found }, 'answer does not match its response schema');
      // Tests run without a logger: the reason goes to stderr, beside the failing test.
      process.stderr.write(`response check: ${request.method} ${request.routeOptions.url} ${status}: ${found}\n`);
      throw new Error(`${request.method} ${request.routeOptions.url} ${status}: ${found}`);
    }
    return payload;
  });
}
