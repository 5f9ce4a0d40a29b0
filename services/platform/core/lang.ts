import type { FastifyRequest } from 'fastify';
import type { Lang } from '../../../catalogue';

/** English when the request asks for it, Chinese otherwise. */
export function langOf(request: FastifyRequest): Lang {
  const header = request.headers['accept-language'];
  return typeof header === 'string' && /^en\b/i.test(header.trim()) ? 'en' : 'zh';
}
