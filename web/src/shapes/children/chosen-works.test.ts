import { describe, expect, it } from 'vitest';
import { chosenWorks } from './chosen-works';
import type { ChildRecord } from './types';

const work = (id: string, actions: ChildRecord['actions']) => ({ id, actions }) as ChildRecord;

describe('the works a batch submit sends', () => {
  const rows = [work('1', ['submit', 'remove']), work('2', ['withdraw']), work('3', ['submit']), work('4', ['submit'])];

  it('are the chosen ones the server offers submit on', () => {
    expect(chosenWorks(rows, { '1': true, '2': true, '3': true })).toEqual({ submittable: ['1', '3'], skipped: 1 });
  });

  it('leave out rows that are not chosen or were unchosen', () => {
    expect(chosenWorks(rows, { '4': false })).toEqual({ submittable: [], skipped: 0 });
  });
});
