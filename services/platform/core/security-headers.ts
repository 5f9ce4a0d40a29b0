import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * The Content-Security-Policy of every answer, console and API alike. The console (web/dist, built by
 * Vite) loads only its own scripts and style sheets; what it needs beyond that:
 * - `img-src data:`: the captcha is an SVG data URL; Blueprint's style sheet draws some icons as data URLs;
 * - `frame-src blob:` and `img-src blob:`: the PDF preview is fetched with the token and shown from an object URL;
 * - `style-src 'unsafe-inline'`: Blueprint's popovers and dialogs position themselves with inline styles.
 * The OpenAPI viewer at /api/docs loads its own scripts and styles from /api/docs/static and passes the
 * same policy (its validator badge, which would load an outside image, is turned off in services/platform/openapi).
 */
export const CSP_DIRECTIVES = {
  'default-src': ["'self'"],
  'base-uri': ["'self'"],
  'connect-src': ["'self'"],
  'font-src': ["'self'", 'data:'],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
  'frame-src': ["'self'", 'blob:'],
  'img-src': ["'self'", 'data:', 'blob:'],
  'object-src': ["'none'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  // Left out: behind plain HTTP (a LAN install) it would break every request; TLS is the proxy's job.
  'upgrade-insecure-requests': null,
};

/**
 * Security headers on every answer (helmet, before the guard so that refusals carry them too):
 * the CSP above, no framing (`frame-ancestors 'none'` and `X-Frame-Options: DENY`), no referrer
 * beyond the origin, `nosniff`.
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: CSP_DIRECTIVES },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
}
