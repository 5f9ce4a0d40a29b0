import { describe, expect, it } from 'vitest';
import { progressParts } from './child-progress';

describe('an entry’s progress', () => {
  it('names the total, then each state that has works, in reading order', () => {
    const parts = progressParts({ total: 3, approved: 1, draft: 0, in_review: 2, removed: 1 });
    expect(parts.map((p) => [p.state, p.n])).toEqual([
      ['total', 3],
      ['in_review', 2],
      ['approved', 1],
      ['removed', 1],
    ]);
  });

  it('says nothing before the server sent counts', () => {
    expect(progressParts(undefined)).toEqual([]);
  });
});
