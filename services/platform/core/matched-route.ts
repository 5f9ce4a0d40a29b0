import type { FastifyRequest } from 'fastify';

/**
 * Whether the request needs a token and a permission, decided on the route the router matched
 * and never on the raw URL: the router decodes `/%61pi/x` to `/api/x` before matching, so a test on
 * `request.url` can be walked around. Deny by default: every matched route is guarded unless its
 * config says `public` (the console's static files are flagged so where they are registered); a
 * request that matched no route runs no handler and is left to the not-found answer.
 */
export function isGuardedRoute(request: FastifyRequest): boolean {
  if (request.routeOptions.url === undefined || request.is404) return false;
  return !request.routeOptions.config?.public;
}

/**
 * Whether a URL that matched no route looks like the API's: decoded, with slashes collapsed and
 * case ignored, so that `/%61pi/nothing` or `//API/nothing` answer 404 in the envelope rather than
 * the console's index page.
 */
export function looksLikeApi(rawUrl: string): boolean {
  const path = rawUrl.split(/[?#]/, 1)[0] ?? '';
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // A malformed escape: judged on the raw text.
  }
  return /^\/+api(?:[/;.]|$)/i.test(decoded.replace(/\/{2,}/g, '/'));
}
