import { existsSync } from 'node:fs';
import underPressure from '@fastify/under-pressure';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../core';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Answers under pressure and while the API closes (health, /metrics): they are read at exactly those times. */
    pressureExempt?: boolean;
  }
}

const MB = 1024 * 1024;

/** What was over its threshold, as the metric's `reason` label; the shed file is under-pressure's health check. */
const REASONS: Record<string, string> = { healthCheck: 'shedFile' };

/**
 * Load shedding with @fastify/under-pressure: while a sampled figure is over its threshold (event-loop
 * delay, event-loop utilisation over the last sample, heap, RSS; PRESSURE_* settings), or while the
 * shed file exists, every request but the exempt ones is answered at once with 503, `Retry-After`
 * and the envelope (Chinese, or English with Accept-Language: en) instead of waiting in a queue that
 * only grows. Registered before the guard, so a shed request costs no database work.
 */
export async function registerUnderPressure(app: FastifyInstance): Promise<void> {
  const p = app.config.pressure;
  const shedFile = p.shedFile;
  // The app's start (its routes' schemas compiled at ready) blocks the event loop: the sample that
  // counts it is not load. The thresholds apply from the second full sample after ready on.
  let warmUntil = Number.POSITIVE_INFINITY;
  app.addHook('onReady', async () => {
    warmUntil = Date.now() + 2 * p.sampleIntervalMs;
  });
  await app.register(underPressure, {
    maxEventLoopDelay: p.maxEventLoopDelayMs,
    maxEventLoopUtilization: p.maxEventLoopUtilization,
    // The utilisation of the last sample, not the average since the process started.
    eventLoopUtilizationMode: 'interval',
    maxHeapUsedBytes: p.maxHeapUsedMb * MB,
    maxRssBytes: p.maxRssMb * MB,
    sampleInterval: p.sampleIntervalMs,
    retryAfter: p.retryAfterSeconds,
    ...(shedFile ? { healthCheck: async () => !existsSync(shedFile), healthCheckInterval: p.sampleIntervalMs } : {}),
    pressureHandler: async (request, reply, type) => {
      if (request.routeOptions.config?.pressureExempt) return;
      if (type !== 'healthCheck' && Date.now() < warmUntil) return;
      app.metrics.shed.inc({ reason: REASONS[type] ?? type });
      const seconds = p.retryAfterSeconds;
      reply.header('retry-after', String(seconds));
      throw new AppError(503, 'overloaded', { seconds: String(seconds) }, { retryAfter: seconds });
    },
  });
}
