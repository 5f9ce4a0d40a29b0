import type { ActivityInterceptorsFactory, RuntimeOptions } from '@temporalio/worker';
import type { FlowRef, NewFlowEvent } from '../../../db';
import type { MetricsConfig } from '../config';

/** The histogram of projection lag on the worker's Temporal metrics endpoint. */
export const PROJECTION_LAG_METRIC = 'portal_projection_lag_seconds';
const LAG_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 300];

/**
 * The Temporal SDK's Prometheus endpoint for a process that runs the worker (TEMPORAL_METRICS_ADDRESS):
 * the SDK's own worker metrics (workflow task schedule-to-start, execution and replay latency,
 * activity latency, slots, pollers, sticky cache) with the portal's projection lag beside them. The
 * workflow task's timings exist only inside the SDK's core, so they are served where it serves them
 * rather than copied into prom-client. Undefined: no endpoint.
 */
export function workerTelemetry(config: MetricsConfig): RuntimeOptions['telemetryOptions'] {
  if (!config.temporalBindAddress) return undefined;
  return {
    metrics: {
      prometheus: {
        bindAddress: config.temporalBindAddress,
        useSecondsForDurations: true,
        histogramBucketOverrides: { [PROJECTION_LAG_METRIC]: LAG_BUCKETS },
      },
    },
  };
}

/**
 * Projection lag: from the moment the workflow decided an event (its `at`, the workflow task's
 * time) to the commit that stored and projected it, observed for each event an `appendEvents` run
 * appended (a retry's events stored before are not counted again). It grows when activities wait
 * for a worker or for the database. Recorded through the activity's metric meter, so it appears on
 * the SDK's endpoint with the activity's tags and the module's; without an endpoint it costs nothing.
 */
export const projectionLag: ActivityInterceptorsFactory = (ctx) => ({
  inbound: {
    async execute(input, next) {
      const result = await next(input);
      if (ctx.info.activityType !== 'appendEvents') return result;
      const [ref, events] = input.args as [FlowRef, NewFlowEvent[]];
      const appended = (result as { appended?: number } | undefined)?.appended ?? 0;
      if (appended > 0) {
        const lag = ctx.metricMeter
          .withTags({ module: ref.module })
          .createHistogram(PROJECTION_LAG_METRIC, 'float', 's', 'Time from a workflow deciding an event to the commit that projected it');
        const now = Date.now();
        for (const event of events.slice(-appended)) lag.record(Math.max(0, now - Date.parse(event.at)) / 1000);
      }
      return result;
    },
  },
});
