import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../platform/core';

const perIp = (name: string) => (request: FastifyRequest) => `${name}:${request.ip}`;

/**
 * Per-address limits of the public account calls (the per-number limits of SMS codes are kept in
 * the database, see sms-codes.ts, so they hold across API replicas and restarts).
 */
export const PUBLIC_LIMITS = {
  sendCode: { max: 10, timeWindow: '10 minutes', keyGenerator: perIp('sms-send') },
  lookup: { max: 30, timeWindow: '10 minutes', keyGenerator: perIp('account-lookup') },
  checkCode: { max: 20, timeWindow: '10 minutes', keyGenerator: perIp('sms-check') },
  register: { max: 10, timeWindow: '1 hour', keyGenerator: perIp('register') },
};

/**
 * Enables `config.rateLimit` for the routes registered below `app` (and only those); an exceeded
 * limit is a 429 in the envelope.
 */
export async function registerRateLimits(app: FastifyInstance): Promise<void> {
  await app.register(rateLimit, { global: false, errorResponseBuilder: () => new AppError(429, 'tooMany') });
}
