import { describe, expect, it } from 'vitest';
import { refreshDue, renewAt } from './refresh-due';

describe('token renewal', () => {
  it('renews the server’s hour-long tokens at the configured token time of 3000 seconds', () => {
    expect(renewAt(3600)).toBe(3000);
    expect(refreshDue(0, 3600, 2_999_000)).toBe(false);
    expect(refreshDue(0, 3600, 3_000_000)).toBe(true);
  });

  it('renews shorter-lived tokens two minutes before they expire', () => {
    expect(renewAt(600)).toBe(480);
  });

  it('renews very short tokens at half their life rather than before they were issued', () => {
    expect(renewAt(100)).toBe(50);
  });
});
