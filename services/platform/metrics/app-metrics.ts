import { Counter, Histogram, Registry } from 'prom-client';
import { processRegistry } from './process-metrics';

/** Seconds: from a cached read (milliseconds) to a command waiting on a busy worker. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

/**
 * What one API app counts, in a registry of its own (an app per test file shares the process). Every
 * label takes a bounded set of values: route patterns, never raw URLs; catalogue module keys; update names.
 */
export class AppMetrics {
  readonly registry = new Registry();

  private latency<L extends string>(name: string, help: string, labelNames: readonly L[]): Histogram<L> {
    return new Histogram({ name, help, labelNames, buckets: LATENCY_BUCKETS, registers: [this.registry] });
  }

  /** Every answered request, by the route's pattern (`unmatched` for a 404 no route took, `console` for the console's files). */
  readonly httpDuration = this.latency(
    'portal_http_request_duration_seconds',
    'Time from a request to its answer, by method, route pattern and status code',
    ['method', 'route', 'status_code'],
  );

  /** Every command: a Temporal update to a record's flow, answered once its events are stored and projected. */
  readonly commandDuration = this.latency(
    'portal_command_duration_seconds',
    "Time of a command (a Temporal update to a record's flow) until its events are stored and projected, by module, action and outcome",
    ['module', 'action', 'outcome'],
  );

  /** Requests answered 503 by the load shedding, by what was over its threshold. */
  readonly shed = new Counter({
    name: 'portal_http_requests_shed_total',
    help: 'Requests answered 503 with Retry-After instead of queued, by the threshold passed',
    labelNames: ['reason'] as const,
    registers: [this.registry],
  });

  readonly contentType = this.registry.contentType;

  /** The exposition text: the process's figures, then this app's. */
  async text(): Promise<string> {
    return `${await processRegistry().metrics()}\n${await this.registry.metrics()}`;
  }
}
