// Issue 21, item 4: the settings of load shedding, shutdown, metrics and readiness, read and checked at start.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../services';
import { workerShutdownTimes } from '../../services/platform/entry-points';

const configOf = (env: Record<string, string>) =>
  loadConfig({ JWT_SECRET: 'x'.repeat(40), DEMO_PASSWORD: 'unused', ...env }, { dataDir: mkdtempSync(join(tmpdir(), 'union-portal-')) });

describe('the operations settings', () => {
  it('default to shedding on a 1 s event-loop delay only, answering Retry-After 10', () => {
    expect(configOf({}).pressure).toEqual({
      maxEventLoopDelayMs: 1000,
      maxEventLoopUtilization: 0,
      maxHeapUsedMb: 0,
      maxRssMb: 0,
      sampleIntervalMs: 1000,
      retryAfterSeconds: 10,
      shedFile: undefined,
    });
  });

  it('read every threshold and the shed file from the environment', () => {
    const pressure = configOf({
      PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '200',
      PRESSURE_MAX_EVENT_LOOP_UTILIZATION: '0.95',
      PRESSURE_MAX_HEAP_USED_MB: '768',
      PRESSURE_MAX_RSS_MB: '1024',
      PRESSURE_SAMPLE_INTERVAL_MS: '500',
      PRESSURE_RETRY_AFTER_SECONDS: '3',
      PRESSURE_SHED_FILE: '/run/portal/shed',
    }).pressure;
    expect(pressure).toEqual({
      maxEventLoopDelayMs: 200,
      maxEventLoopUtilization: 0.95,
      maxHeapUsedMb: 768,
      maxRssMb: 1024,
      sampleIntervalMs: 500,
      retryAfterSeconds: 3,
      shedFile: '/run/portal/shed',
    });
  });

  it('in production wait 5 s with readiness off before closing, and admit no address to /metrics without its token', () => {
    expect(configOf({}).shutdown).toEqual({ readinessDelaySeconds: 0, drainSeconds: 25, workerGraceSeconds: 30 });
    const production = loadConfig(
      {
        NODE_ENV: 'production',
        JWT_SECRET: 'k2R9vQx7Lm3Tz8Wp4Yc6Nb1Hs5Jd0Fg2Aa7Ee',
        PERSON_KEY_SECRET: 'p8Lq3Vz6Tn1Xw4Rk7Yb2Hc5Jm9Fd0Gs3Ae6Ui',
        CLIENT_SECRET: 'Yx4mP9qL2vT7wB3n',
        SEED_DEMO: 'false',
      },
      { dataDir: mkdtempSync(join(tmpdir(), 'union-portal-')) },
    );
    expect(production.shutdown.readinessDelaySeconds).toBe(5);
    // A proxy on the same machine would make every visitor local: production admits no address by default.
    expect(production.metrics.allowFrom).toEqual([]);
  });

  it('give the worker its grace before activities are cancelled, and 10 s more before it gives up', () => {
    expect(workerShutdownTimes(configOf({ WORKER_SHUTDOWN_GRACE_SECONDS: '45' }).shutdown)).toEqual({
      shutdownGraceTime: 45_000,
      shutdownForceTime: 55_000,
    });
  });

  it('let only this machine read /metrics by default, with no token and no worker endpoint', () => {
    expect(configOf({}).metrics).toEqual({ allowFrom: ['127.0.0.0/8', '::1/128'], token: undefined, temporalBindAddress: undefined });
    expect(configOf({ METRICS_ALLOW_FROM: 'none' }).metrics.allowFrom).toEqual([]);
    expect(configOf({ METRICS_ALLOW_FROM: '10.0.0.0/8, loopback, fd00::/8, 192.0.2.7' }).metrics.allowFrom).toEqual([
      '10.0.0.0/8',
      '127.0.0.0/8',
      '::1/128',
      'fd00::/8',
      '192.0.2.7',
    ]);
    expect(configOf({ TEMPORAL_METRICS_ADDRESS: '0.0.0.0:9464' }).metrics.temporalBindAddress).toBe('0.0.0.0:9464');
    expect(configOf({ TEMPORAL_METRICS_ADDRESS: '[::]:9464' }).metrics.temporalBindAddress).toBe('[::]:9464');
    expect(configOf({ HEALTH_CHECK_TIMEOUT_MS: '500' }).health).toEqual({ checkTimeoutMs: 500 });
  });

  it.each([
    ['PRESSURE_MAX_EVENT_LOOP_UTILIZATION', '1.5'],
    ['PRESSURE_MAX_RSS_MB', '-1'],
    ['PRESSURE_SAMPLE_INTERVAL_MS', '5'],
    ['PRESSURE_RETRY_AFTER_SECONDS', '0'],
    ['SHUTDOWN_DRAIN_SECONDS', 'soon'],
    ['WORKER_SHUTDOWN_GRACE_SECONDS', '1.5'],
    ['METRICS_ALLOW_FROM', '10.0.0.0/33'],
    ['METRICS_ALLOW_FROM', 'everyone'],
    ['METRICS_TOKEN', 'too-short'],
    ['METRICS_TOKEN', 'has a space in it and is long enough 0123'],
    ['TEMPORAL_METRICS_ADDRESS', '9464'],
    ['TEMPORAL_METRICS_ADDRESS', 'localhost:99999'],
    ['HEALTH_CHECK_TIMEOUT_MS', '0'],
  ])('refuse %s=%s, naming the variable', (name, value) => {
    expect(() => configOf({ [name]: value })).toThrow(name);
  });
});
