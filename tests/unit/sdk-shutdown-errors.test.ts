import { describe, expect, it } from 'vitest';
import { isRetryAfterConnectionClosed } from '../support/sdk-shutdown-errors';

const retryFrame = '    at Timeout.retry [as _onTimeout] (node_modules/@temporalio/client/lib/grpc-retry.js:142:34)';

describe('the test run’s allowance for the Temporal client’s retry after close', () => {
  it('covers "Channel has been shut down" thrown from the client’s retry timer', () => {
    expect(
      isRetryAfterConnectionClosed({ message: 'Channel has been shut down', stack: `Error: Channel has been shut down\n${retryFrame}` }),
    ).toBe(true);
  });

  it('covers it when the frames come parsed', () => {
    const stacks = [{ file: '/ci/node_modules/@temporalio/client/lib/grpc-retry.js' }];
    expect(isRetryAfterConnectionClosed({ message: 'Channel has been shut down', stacks })).toBe(true);
  });

  it('does not cover the same message from anywhere else', () => {
    expect(isRetryAfterConnectionClosed({ message: 'Channel has been shut down', stack: 'Error\n    at services/app.ts:1:1' })).toBe(false);
  });

  it('does not cover another error from the retry timer', () => {
    expect(isRetryAfterConnectionClosed({ message: 'UNAVAILABLE', stack: `Error: UNAVAILABLE\n${retryFrame}` })).toBe(false);
  });
});
