import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../platform/core';

/**
 * Per-address limits for the unauthenticated auth routes (the per-account lockout is the other
 * wall against guessing). Only routes that set `config.rateLimit` are limited; an exceeded limit
 * is a 429 AppError, which the envelope handler (or the token route's OAuth handler) answers.
 */
export async function registerAuthRateLimits(app: FastifyInstance): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: () => new AppError(429, 'tooMany'),
  });
}

/** `max` requests per window of `seconds` (the auth routes' window: AUTH_RATE_WINDOW_SECONDS, a minute by default). */
export const perWindow = (max: number, seconds: number) => ({ max, timeWindow: seconds * 1000 });
