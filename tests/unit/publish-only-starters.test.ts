// Who publishes a notice without review: MODULE-SHAPES says "the higher union or an administrator".
import { describe, expect, it } from 'vitest';
import { modules } from '../../catalogue';

const publishOnly = Object.values(modules).filter((m) => m.publishOnly);

describe('the publishers of a publish-only module', () => {
  it('are the higher unions, the federation and the administrators, never an enterprise union', () => {
    expect(publishOnly.length).toBeGreaterThan(0);
    for (const m of publishOnly) {
      expect([...m.starters].sort(), m.key).toEqual(['admin', 'federation', 'launion']);
    }
  });
});
