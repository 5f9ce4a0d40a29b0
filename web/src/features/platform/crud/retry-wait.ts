import { ApiError } from '../../../api';

/** The seconds a refused call asked to wait before trying again (a 429 with Retry-After), or undefined. */
export function retryWaitOf(err: unknown): number | undefined {
  return err instanceof ApiError && err.code === 429 ? err.retryAfter : undefined;
}
