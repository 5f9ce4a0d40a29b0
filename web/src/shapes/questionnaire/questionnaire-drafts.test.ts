import { describe, expect, it } from 'vitest';
import { freeKey, intOrUndefined, questionOfKind, swapped } from './question-drafts';

describe('question drafts of the builder', () => {
  it('finds a free key', () => {
    expect(freeKey('q', ['q1', 'q3'])).toBe('q4');
    expect(freeKey('q', ['q3', 'q4', 'q5'])).toBe('q6');
    expect(freeKey('q', ['q1', 'q2', 'q4'])).toBe('q5');
  });

  it('changes a question to another kind, keeping its id, title and required flag', () => {
    const scale = questionOfKind('scale', { id: 'sat', title: '满意度', required: true });
    expect(scale).toEqual({ id: 'sat', title: '满意度', required: true, kind: 'scale', min: 1, max: 5 });
    expect(questionOfKind('multiple', scale)).toMatchObject({ id: 'sat', kind: 'multiple', options: [{ key: 'o1' }, { key: 'o2' }] });
  });

  it('swaps two items and leaves the list alone for a move past its ends', () => {
    expect(swapped(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(swapped(['a', 'b'], 1, 2)).toEqual(['a', 'b']);
  });

  it('reads whole numbers only', () => {
    expect(intOrUndefined(' 12 ')).toBe(12);
    expect(intOrUndefined('')).toBeUndefined();
    expect(intOrUndefined('1.5')).toBeUndefined();
  });
});
