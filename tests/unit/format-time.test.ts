// Every answer's times are `yyyy-MM-dd HH:mm:ss` in Asia/Shanghai; a list formats several a row.
import { describe, expect, it } from 'vitest';
import { formatTime, formatTimeByIntl, parseTime } from '../../services/platform/core';

describe('formatTime', () => {
  it('writes each time as Intl reads it on the Asia/Shanghai calendar and clock, summer times of the years before 1992 included', () => {
    const times = [
      Date.UTC(1986, 4, 4, 12), // Shanghai's summer time (1986 to 1991): UTC+9
      Date.UTC(1991, 8, 15, 15, 59, 59),
      Date.UTC(1991, 11, 31, 15, 59, 59),
      Date.UTC(1991, 11, 31, 16),
      Date.UTC(2026, 10, 26, 15, 59, 59), // the day changes at 16:00 UTC
      Date.UTC(2026, 10, 26, 16),
      Date.UTC(2028, 1, 28, 16), // 29 February
      Date.UTC(9999, 11, 31, 15, 59, 59),
      Date.UTC(1900, 0, 1),
    ];
    // And a spread of times from 1980 to 2100, milliseconds included.
    for (let i = 0; i < 2000; i++) times.push(Date.UTC(1980, 0, 1) + Math.floor(((i * 7919) % 2000) * 1_893_456_789.123));
    for (const ms of times) expect(formatTime(new Date(ms)), new Date(ms).toISOString()).toBe(formatTimeByIntl(new Date(ms)));
  });

  it('answers null for no time and reads back what parseTime reads', () => {
    expect(formatTime(null)).toBeNull();
    expect(formatTime(undefined)).toBeNull();
    expect(formatTime(parseTime('2026-11-27 08:05:09'))).toBe('2026-11-27 08:05:09');
  });
});
