import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { envelope } from './envelope';
import { langOf } from './lang';
import { message } from './messages';

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
