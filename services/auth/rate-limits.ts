import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../core';

const MINUTE = 60_000;

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

export const perMinute = (max: number) => ({ max, timeWindow: MINUTE });
