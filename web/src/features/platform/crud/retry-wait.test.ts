import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../api';
import { retryWaitOf } from './retry-wait';

describe('the wait after a refused call', () => {
  it('is the Retry-After of a 429', () => {
    expect(retryWaitOf(new ApiError('请7秒后再试', 429, null, 7))).toBe(7);
  });

  it('is none for a 429 without Retry-After, another failure or no ApiError', () => {
    expect(retryWaitOf(new ApiError('忙', 429, null))).toBeUndefined();
    expect(retryWaitOf(new ApiError('没有权限', 403, null, 7))).toBeUndefined();
    expect(retryWaitOf(new Error('x'))).toBeUndefined();
  });
});
