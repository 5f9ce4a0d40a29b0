import { collectDefaultMetrics, Registry } from 'prom-client';

let registry: Registry | undefined;

/**
 * The process's own figures (CPU, resident memory, heap, event-loop lag, GC, handles), collected once
 * per process however many apps it builds: they describe the process, not an app, and each
 * collection keeps observers of its own (tests build an app per file in one process).
 */
export function processRegistry(): Registry {
  if (!registry) {
    registry = new Registry();
    collectDefaultMetrics({ register: registry });
  }
  return registry;
}
