import { describe, expect, it } from 'vitest';
import { retryAfterSeconds } from './retry-after';

describe('the wait a Retry-After header asks for', () => {
  it('reads a number of seconds', () => {
    expect(retryAfterSeconds('60')).toBe(60);
  });

  it('reads an HTTP date as the seconds from now to it, rounded up', () => {
    const now = Date.parse('Thu, 26 Nov 2026 10:00:00 GMT');
    expect(retryAfterSeconds('Thu, 26 Nov 2026 10:00:42 GMT', now)).toBe(42);
  });

  it('asks for at least a second, and for nothing without a readable header', () => {
    expect(retryAfterSeconds('0')).toBe(1);
    expect(retryAfterSeconds('Thu, 26 Nov 2026 09:00:00 GMT', Date.parse('Thu, 26 Nov 2026 10:00:00 GMT'))).toBe(1);
    expect([null, undefined, '', 'soon'].map((h) => retryAfterSeconds(h))).toEqual([undefined, undefined, undefined, undefined]);
  });
});
