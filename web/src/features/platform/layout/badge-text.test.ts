import { describe, expect, it } from 'vitest';
import { badgeText } from './badge-text';

describe('badgeText', () => {
  it('hides the badge at zero', () => {
    expect(badgeText(0)).toBeUndefined();
  });

  it('shows counts up to 99 as they are and more as 99+', () => {
    expect(badgeText(7)).toBe('7');
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99+');
  });
});
