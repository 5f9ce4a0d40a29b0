import { maxHeaderSize, STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { envelope } from './envelope';
import { langOf } from './lang';
import { message, type MessageKey } from './messages';

const ERROR_HEADERS = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-frame-options': 'DENY',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

/**
 * Fastify's `frameworkErrors`: failures before any route runs, answered in the envelope like every
 * other failure. A URL with a malformed percent escape (`/page%`) or an over-long path parameter is a
 * 400 naming `url`; anything else is a 500 without details.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const lang = langOf(request);
  // These answers skip the request hooks, helmet's among them: the same protections, set here, with
  // the strictest policy since the body is JSON.
  void reply.headers(ERROR_HEADERS);
  const rule = error.code === 'FST_ERR_BAD_URL' ? 'encoding' : error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'maxLength' : null;
  if (rule) {
    const msg = message('badUrl', lang, { field: 'url' });
    void reply.status(400).send(envelope(400, msg, { errors: [{ field: 'url', rule, message: msg }] }));
    return;
  }
  request.log.error({ err: error }, 'framework failure');
  void reply.status(500).send(envelope(500, message('internal', lang), null));
}

/** What Node's HTTP parser could not take, as the envelope's status, message and field. */
function clientFailure(code: string | undefined): { status: number; key: MessageKey; field?: string; rule?: string } {
  if (code === 'HPE_HEADER_OVERFLOW') return { status: 431, key: 'headersTooLarge', field: 'headers', rule: 'maxSize' };
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return { status: 408, key: 'requestTimeout' };
  return { status: 400, key: 'badRequest' };
}

/**
 * Fastify's `clientErrorHandler`: a request Node's HTTP parser refused before Fastify saw it (a
 * request line and headers over `maxHeaderSize`, 16 KB: 431; a timeout: 408; anything malformed:
 * 400), answered in the envelope with the same headers as the answers above, then the connection
 * closes. Nothing of the request was read, so the message is in the default language.
 */
export function answerClientError(error: Error & { code?: string }, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, key, field, rule } = clientFailure(error.code);
  const msg = message(key, 'zh', { limit: String(maxHeaderSize) });
  const body = JSON.stringify(envelope(status, msg, field ? { errors: [{ field, rule, message: msg }] } : null));
  const headers = Object.entries({
    ...ERROR_HEADERS,
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(body)),
    connection: 'close',
  }).map(([name, value]) => `${name}: ${value}\r\n`);
  if (socket.writable) socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${headers.join('')}\r\n${body}`);
  else socket.destroy(error);
}
