import { randomInt } from 'node:crypto';

const EPOCH = Date.UTC(2020, 0, 1);
const node = BigInt(randomInt(0, 1024));
let lastMs = 0;
let seq = 0;

/**
 * A new 64-bit, time-ordered id as a decimal string: milliseconds since 2020 (41 bits), a
 * per-process node number (10 bits) and a sequence within the millisecond (12 bits).
 */
export function newId(): string {
  let ms = Date.now() - EPOCH;
  if (ms < lastMs) ms = lastMs;
  if (ms === lastMs) {
    seq = (seq + 1) & 0xfff;
    if (seq === 0) ms = ++lastMs;
  } else {
    seq = 0;
  }
  lastMs = ms;
  return ((BigInt(ms) << 22n) | (node << 12n) | BigInt(seq)).toString();
}
