import { Client, type WorkflowClientInterceptor, type WorkflowStartUpdateOutput } from '@temporalio/client';
import { modules } from '../../../catalogue';
import type { AppMetrics } from './app-metrics';

/** The catalogue module of a record's flow (`<module>-<recordId>`); `other` for any other workflow. */
export function moduleOfFlow(workflowId: string): string {
  const key = workflowId.slice(0, Math.max(0, workflowId.lastIndexOf('-')));
  return Object.hasOwn(modules, key) ? key : 'other';
}

/** `ok`, `refused` (the workflow's validator or handler said no: a 4xx), or `accepted` when the server answered before the update completed. */
function outcomeOf(outcome: WorkflowStartUpdateOutput['outcome'] | null): string {
  if (!outcome) return 'accepted';
  return outcome.failure ? 'refused' : 'ok';
}

/** Times every update (a command) by module, update name and outcome; `error` when the call itself failed. */
export function commandTimer(metrics: AppMetrics): WorkflowClientInterceptor {
  const timed = async <T>(workflowId: string, action: string, call: () => Promise<T>, outcome: (out: T) => string): Promise<T> => {
    const end = metrics.commandDuration.startTimer({ module: moduleOfFlow(workflowId), action });
    try {
      const out = await call();
      end({ outcome: outcome(out) });
      return out;
    } catch (error) {
      end({ outcome: 'error' });
      throw error;
    }
  };
  return {
    startUpdate: (input, next) =>
      timed(
        input.workflowExecution.workflowId,
        input.updateName,
        () => next(input),
        (out) => outcomeOf(out.outcome),
      ),
    startUpdateWithStart: (input, next) =>
      timed(
        input.workflowStartOptions.workflowId,
        input.updateName,
        () => next(input),
        (out) => outcomeOf(out.updateOutcome),
      ),
  };
}

/**
 * The app's Temporal client: the one it was given, on the same connection, with the command timer
 * added to its interceptors, so every app counts its commands whoever built its client.
 */
export function timedClient(client: Client, metrics: AppMetrics): Client {
  const given = client.options.interceptors?.workflow;
  return new Client({
    connection: client.connection,
    namespace: client.options.namespace,
    identity: client.options.identity,
    dataConverter: client.options.dataConverter,
    interceptors: { ...client.options.interceptors, workflow: [...(Array.isArray(given) ? given : []), commandTimer(metrics)] },
  });
}
