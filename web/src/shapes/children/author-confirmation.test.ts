import { describe, expect, it } from 'vitest';
import { needsConfirmation } from './author-confirmation';

describe('the author’s texted code', () => {
  it('is asked for a new work', () => {
    expect(needsConfirmation('authorMobile', undefined, { authorMobile: '13900139000' })).toBe(true);
  });

  it('is asked again when the number of a stored work changed, and not when it stayed', () => {
    const stored = { authorMobile: '13900139000' };
    expect(needsConfirmation('authorMobile', stored, { authorMobile: '13700137000' })).toBe(true);
    expect(needsConfirmation('authorMobile', stored, { authorMobile: '13900139000' })).toBe(false);
  });

  it('is never asked by a module whose children need no confirmation', () => {
    expect(needsConfirmation(undefined, undefined, {})).toBe(false);
  });
});
