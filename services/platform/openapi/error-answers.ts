import { Type } from '@sinclair/typebox';
import type { SwaggerTransform } from '@fastify/swagger';
import type { RouteOptions } from 'fastify';
import { ErrorEnvelope } from '../core';

/** The failure envelope by reference: one shared schema (registered by registerOpenApi), one component of the document. */
const ErrorEnvelopeRef = Type.Ref(ErrorEnvelope);

const WHY: Record<number, string> = {
  400: 'Bad input: the field and rule are named in data.errors',
  401: 'Not logged in, or the session has ended',
  403: 'The caller lacks the permission or the data scope',
  404: 'No such record (or not visible to the caller)',
  409: "The record's state does not allow the call, or the row is still in use; nothing changed",
  413: 'The body or file is too large',
  415: 'The body or file type is not accepted',
  422: 'The Idempotency-Key came before with another request; nothing was applied',
  429: 'Too many requests, or too many heavy jobs (documents, downloads, imports) running at once; try again after Retry-After seconds',
  500: 'Unexpected failure (logged; no details)',
  431: 'The request line and headers are larger than the server takes (16 KB)',
  503: 'The service is busy (load shedding) or restarting; try again after Retry-After seconds',
};

const WITH_BODY = new Set(['POST', 'PUT', 'PATCH']);

/** A 429 or 503 says when to come back: the job limits, @fastify/rate-limit, the load shedding and a closing API send it. */
const RETRY_AFTER = { headers: { 'Retry-After': { type: 'integer', description: 'Seconds to wait before trying again' } } };

/** The failures a route can answer, decided from what every route shares and from its own options. */
export function errorStatusesOf(route: Pick<RouteOptions, 'method' | 'config'>): number[] {
  const config = (route.config ?? {}) as {
    public?: boolean;
    rateLimit?: unknown;
    command?: boolean;
    jobs?: string;
    pressureExempt?: boolean;
  };
  // Every route checks its input (an unknown query key is a 400 everywhere), and Postgres may refuse a
  // reference (400) or a removal of a row in use (409) anywhere; any id may name nothing (404).
  // Any request line and headers may pass the HTTP parser's limit (431, in the envelope: core/framework-errors.ts).
  const statuses = [400, 404, 409, 431, 500];
  // The guard and the permission check stand before every route not flagged public.
  if (!config.public) statuses.push(401, 403);
  // Only routes with a limit of their own (config.rateLimit) are limited; the calls that refuse an
  // SMS code sent too soon (429) all carry one. A route of a job class (config.jobs: documents,
  // downloads, imports) answers 429 past its bounds per account and tenant (services/platform/job-limits).
  if (config.rateLimit || config.jobs) statuses.push(429);
  if ([route.method].flat().some((m) => WITH_BODY.has(m))) statuses.push(413, 415);
  // Only the calls that send a command to a record's flow take an Idempotency-Key (business-modules/idempotency.ts).
  if (config.command) statuses.push(422);
  // Under pressure, and while the API closes, any route but the exempt ones (health) answers 503 (plugins/under-pressure.ts).
  if (!config.pressureExempt) statuses.push(503);
  return statuses.sort((a, b) => a - b);
}

/** The failure envelope as Fastify serializes it under a class of statuses: one object for every route. */
const ENVELOPE_ANSWER = { content: { 'application/json': { schema: ErrorEnvelopeRef } } };

type Answers = Record<string, unknown>;

/**
 * An onRoute hook: declares each failure a route can answer with the envelope schema, once for every
 * route rather than by hand on each. A status the route declares itself, exactly or by its class
 * ('4xx'), is left as it is: the token route answers its failures in the OAuth shape.
 *
 * Fastify is given the answers by class ('2xx' for a route's only success, 200; '4xx' and '5xx' for
 * the envelope), the OpenAPI document each status as before (the route's `swaggerTransform`). Why:
 * V8 keeps an object with keys such as 200 and 503 as an array of 617 slots, and Fastify makes one
 * more of each route's answers: 4.9 KB twice for each of 800 routes, 8 MB of an idle API's 54 MB heap.
 */
export function declareErrorAnswers(route: RouteOptions): void {
  if (!route.url.startsWith('/api/') || route.url.startsWith('/api/docs')) return;
  const schema = (route.schema ?? {}) as { hide?: boolean; response?: Answers };
  if (schema.hide) return;
  const own = schema.response ?? {};
  const statuses = errorStatusesOf(route);
  const okByClass =
    Object.keys(own)
      .filter((key) => key.startsWith('2'))
      .join() === '200';
  route.schema = { ...route.schema, response: servedAnswers(own, okByClass) };
  const config = (route.config ?? {}) as { swaggerTransform?: SwaggerTransform | false };
  const given = config.swaggerTransform;
  const swaggerTransform: SwaggerTransform = (made) => {
    const shown = given ? given(made) : made;
    const shownSchema = (shown.schema ?? made.schema) as { response?: Answers };
    const response = documentedAnswers(shownSchema.response ?? {}, statuses, okByClass);
    return { schema: { ...shownSchema, response } as typeof made.schema, url: shown.url ?? made.url };
  };
  route.config = { ...route.config, swaggerTransform } as typeof route.config;
}

/** What Fastify serializes with: the route's own answers, its only success by class, the envelope for '4xx' and '5xx'. */
function servedAnswers(own: Answers, okByClass: boolean): Answers {
  const served: Answers = {};
  for (const [key, answer] of Object.entries(own)) served[okByClass && key === '200' ? '2xx' : key] = answer;
  // Fastify looks a status up exactly first, then by class: a route's own 400 still wins over the envelope.
  const declared = new Set(Object.keys(own).map((key) => key.toLowerCase()));
  for (const kind of ['4xx', '5xx']) if (!declared.has(kind)) served[kind] = ENVELOPE_ANSWER;
  return served;
}

/** What the document shows: each status on its own, with why it is answered. */
function documentedAnswers(served: Answers, statuses: number[], okByClass: boolean): Answers {
  const response: Answers = {};
  for (const [key, answer] of Object.entries(served)) {
    if (answer !== ENVELOPE_ANSWER) response[okByClass && key === '2xx' ? '200' : key] = answer;
  }
  const declared = new Set(Object.keys(response).map((key) => key.toLowerCase()));
  for (const status of statuses) {
    // A 431 is answered before any route runs, so in the envelope even where the route's own failures take another shape.
    if (declared.has(String(status)) || (status !== 431 && declared.has(`${String(status)[0]}xx`))) continue;
    // Under its media type: a route that `produces` a file (zip, xlsx) still fails in JSON.
    response[status] = {
      description: WHY[status],
      ...(status === 429 || status === 503 ? RETRY_AFTER : {}),
      content: { 'application/json': { schema: ErrorEnvelopeRef } },
    };
  }
  return response;
}
