/**
 * Prometheus metrics: the API's `/metrics` (prom-client: requests, commands, shed requests, the
 * process's figures) and, for a process running the worker, the Temporal SDK's endpoint with the
 * projection lag (worker-metrics.ts).
 */
export { AppMetrics } from './app-metrics';
export { moduleOfFlow, timedClient } from './command-metrics';
export { registerHttpMetrics, routeLabel } from './http-metrics';
export { MetricsAccess, type MetricsCaller } from './metrics-access';
export { metricsRoute } from './metrics-route';
export { PROJECTION_LAG_METRIC, projectionLag, workerTelemetry } from './worker-metrics';
