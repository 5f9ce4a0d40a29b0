import { describe, expect, it } from 'vitest';
import { holdsRoundRows, roundRows } from './round-rows';

const ITEM = ['code', 'name', 'content', 'maxScore'];
const published = [
  { code: 'A1', name: '组织建设', content: '按期换届', maxScore: 15 },
  { code: 'A2', name: '会员发展', maxScore: 10 },
];

describe('a form’s rows filled from the round’s published items', () => {
  it('takes the round’s items in its order, its weights as text, an absent column blank', () => {
    expect(roundRows(published, ITEM, [])).toEqual([
      { code: 'A1', name: '组织建设', content: '按期换届', maxScore: '15' },
      { code: 'A2', name: '会员发展', content: '', maxScore: '10' },
    ]);
  });

  it('keeps what the union typed in the row of the same code, and puts back the round’s words over its own', () => {
    const typed = [
      { code: 'A2', name: '改过的名称', content: '', maxScore: '20', selfScore: '9' },
      { code: 'X9', name: '多出的项目', content: '', maxScore: '5', selfScore: '5' },
    ];
    const rows = roundRows(published, ITEM, typed);
    expect(rows[1]).toEqual({ code: 'A2', name: '会员发展', content: '', maxScore: '10', selfScore: '9' });
    expect(rows.map((r) => r.code)).toEqual(['A1', 'A2']);
  });

  it('tells rows that already hold the round’s items from rows that do not', () => {
    const filled = roundRows(published, ITEM, []);
    expect(holdsRoundRows(published, ITEM, filled)).toBe(true);
    expect(holdsRoundRows(published, ITEM, filled.slice(1))).toBe(false);
    expect(holdsRoundRows(published, ITEM, [{ ...filled[0]!, maxScore: '20' }, filled[1]!])).toBe(false);
  });
});
