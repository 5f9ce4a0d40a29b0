import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { envelope } from './envelope';
import { AppError, badRequest } from './errors';
import { databaseRefusal } from './database-refusals';
import { langOf } from './lang';
import { looksLikeApi } from './matched-route';
import { message } from './messages';
import { limitOf, ruleMessage } from './rule-messages';

interface AjvIssue {
  instancePath: string;
  keyword: string;
  params: Record<string, unknown>;
}

function fieldOf(issue: AjvIssue): string {
  if (issue.keyword === 'additionalProperties') return String(issue.params.additionalProperty ?? '');
  if (issue.keyword === 'required') return String(issue.params.missingProperty ?? '');
  return issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
}

function validationAnswer(request: FastifyRequest, issues: AjvIssue[]) {
  const lang = langOf(request);
  const errors = issues.map((issue) => {
    const field = fieldOf(issue);
    const limit = limitOf(issue);
    return { field, rule: issue.keyword, message: ruleMessage(field, issue, lang), ...(limit === undefined ? {} : { limit }) };
  });
  return envelope(400, errors[0]?.message ?? message('badRequest', lang), { errors });
}

const STATUS_BY_CODE: Record<string, number> = {
  FST_REQ_FILE_TOO_LARGE: 413,
  FST_ERR_CTP_BODY_TOO_LARGE: 413,
  FST_PARTS_LIMIT: 413,
  FST_FILES_LIMIT: 413,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 415,
  FST_INVALID_MULTIPART_CONTENT_TYPE: 415,
};

/**
 * Maps every failure to the envelope: typed errors to their status, schema failures to 400 naming
 * the field and rule, anything unexpected to a 500 without details (logged with the request).
 */
export function registerErrorHandling(app: FastifyInstance, opts: { consoleFallback?: boolean } = {}): void {
  app.setErrorHandler((thrown: FastifyError, request, reply) => {
    const lang = langOf(request);
    // busboy's own words when a multipart body cannot be read at all (the input check catches most).
    // Input Postgres refused that a schema let through: still the client's input, logged so that the
    // missing check gets written.
    const refused = databaseRefusal(thrown as FastifyError & { detail?: string; table?: string; constraint?: string });
    if (refused) request.log.warn({ err: thrown }, 'input refused by the database');
    const error =
      refused ??
      (/^Multipart: Boundary not found/.test(thrown.message) ? badRequest('Content-Type', 'boundary', 'multipartBoundary') : thrown);
    if (error instanceof AppError) {
      const body = envelope(error.status, message(error.key, lang, error.vars), error.data);
      // A refused field (400, or an upload's `file` refused with 413 or 415) carries the message too.
      if (body.data && typeof body.data === 'object' && 'errors' in body.data) {
        const errors = (body.data as { errors: { field: string; rule: string; message: string }[] }).errors;
        for (const e of errors) if (!e.message) e.message = body.msg;
        body.msg = errors[0]?.message ?? body.msg;
      }
      return reply.status(error.status).send(body);
    }
    if (error.validation) {
      return reply.status(400).send(validationAnswer(request, error.validation as unknown as AjvIssue[]));
    }
    const mapped = (error.code && STATUS_BY_CODE[error.code]) || undefined;
    if (mapped === 413) return reply.status(413).send(envelope(413, message('tooLarge', lang), null));
    if (mapped === 415) return reply.status(415).send(envelope(415, message('fileType', lang), null));
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      request.log.info({ err: error }, 'client error');
      const status = error.statusCode;
      const key =
        status === 401
          ? 'unauthorized'
          : status === 403
            ? 'forbidden'
            : status === 404
              ? 'routeNotFound'
              : status === 429
                ? 'tooMany'
                : 'badRequest';
      return reply.status(status).send(envelope(status, message(key, lang), null));
    }
    request.log.error({ err: error }, 'unexpected failure');
    return reply.status(500).send(envelope(500, message('internal', lang), null));
  });

  app.setNotFoundHandler((request, reply) => {
    // The console's client-side routes (/crop/setup1, /work, ...) are answered with its index page.
    // Not for anything that decodes to an /api path: a misspelled API call is a 404 in the envelope.
    if (opts.consoleFallback && request.method === 'GET' && !looksLikeApi(request.url)) return reply.sendFile('index.html');
    return reply.status(404).send(envelope(404, message('routeNotFound', langOf(request)), null));
  });
}
