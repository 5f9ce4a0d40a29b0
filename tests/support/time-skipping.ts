// Temporal's time-skipping test server for the timer tests (tests/workflow/): a day's due time passes
// in milliseconds, by the test's `env.sleep`, on the same workflow code and the same activities.
// The SDK downloads the server's native build from a site this project's machines cannot reach, so
// the Java build of the same server comes from Maven Central (temporal-test-server/); the variable
// TEMPORAL_TEST_SERVER names another executable instead.
import { TestWorkflowEnvironment, type EphemeralServerExecutable } from '@temporalio/testing';
import { javaTestServerLauncher } from './temporal-test-server/launcher';
import { startTestStack, type StackOptions, type TestStack } from './test-stack';

async function testServerExecutable(): Promise<EphemeralServerExecutable | undefined> {
  const named = process.env.TEMPORAL_TEST_SERVER ?? (await javaTestServerLauncher());
  // Neither: the SDK's own download (where its site is reachable).
  return named ? { type: 'existing-path', path: named } : undefined;
}

/**
 * A fresh time-skipping test server with its clients. Its clock runs as a wall clock's between the
 * test's steps and jumps ahead only inside `env.sleep` (or while its client awaits a workflow's result),
 * firing on the way every timer due, each workflow task and activity finished before it goes on.
 */
export async function startTimeSkipping(): Promise<TestWorkflowEnvironment> {
  const executable = await testServerExecutable();
  // The SDK waits five seconds for the server to answer; a JVM on a busy machine may take longer.
  for (let attempt = 1; ; attempt++) {
    try {
      return await TestWorkflowEnvironment.createTimeSkipping(executable ? { server: { executable } } : {});
    } catch (error) {
      if (attempt === 3 || !String(error).includes('did not start within')) throw error;
    }
  }
}

/** The whole backend (`startTestStack`) on a time-skipping test server of its own. */
export interface TimeSkippingStack extends TestStack {
  /** The server's clock: `env.sleep('25 hours')` lets a day pass, firing the timers due meanwhile. */
  env: TestWorkflowEnvironment;
}

export async function startTimeSkippingStack(opts: Omit<StackOptions, 'temporalAddress'> = {}): Promise<TimeSkippingStack> {
  const env = await startTimeSkipping();
  try {
    const stack = await startTestStack({ ...opts, temporalAddress: env.address });
    return {
      ...stack,
      env,
      async close() {
        await stack.close();
        await env.teardown();
      },
    };
  } catch (error) {
    await env.teardown();
    throw error;
  }
}
