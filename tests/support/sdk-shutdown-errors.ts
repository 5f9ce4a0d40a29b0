// A known defect of @temporalio/client: its gRPC retry interceptor schedules a retry with a timer that
// `Connection.close()` does not clear, so a retry due after a test closed its connection throws "Channel
// has been shut down" inside that timer, off every awaited path. It says nothing about the code under
// test (the call it retried was abandoned with its connection), so the test run ignores exactly it.

/** True for that error only: its message, thrown from the client's retry timer. */
export function isRetryAfterConnectionClosed(error: { message?: string; stack?: string; stacks?: { file?: string }[] }): boolean {
  if (error.message !== 'Channel has been shut down') return false;
  const frames = [error.stack ?? '', ...(error.stacks ?? []).map((s) => s.file ?? '')].join('\n');
  return frames.includes('@temporalio/client/lib/grpc-retry');
}
