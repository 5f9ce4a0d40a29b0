// A return's points on a lines field (docs/forms/group-d.md "The reviewer's view"): a line is named by
// its key as filed, a column by its name, and the point is said with the subject's name; proven on
// the test-only budget (catalogue/fields/lines-test-entry.ts). The calls: tests/integration/return-points.test.ts.
import { describe, expect, it } from 'vitest';
import { returnPointText } from '../../catalogue';
import { BUDGET_TEST_ENTRY } from '../../catalogue/fields/lines-test-entry';
import { InvalidInputError } from '../../services/platform/core';
import { checkedReturnPoints } from '../../services/records/engine';

const form = BUDGET_TEST_ENTRY.example;
const check = (points: Parameters<typeof checkedReturnPoints>[2], isReturn = true) =>
  checkedReturnPoints(BUDGET_TEST_ENTRY, form, points, isReturn, 'zh');
const refusal = (points: Parameters<typeof checkedReturnPoints>[2]) => {
  try {
    check(points);
  } catch (err) {
    if (err instanceof InvalidInputError) return err.errors.map((e) => [e.field, e.rule, e.message]);
  }
  return [];
};

describe('a point at a line of a lines field', () => {
  it('is taken when it names a subject the record filed and a column of the field, its comment trimmed', () => {
    expect(check([{ field: 'expenseLines', line: '50102', column: 'budget', comment: ' 请说明增幅 ' }])).toEqual([
      { field: 'expenseLines', line: '50102', column: 'budget', comment: '请说明增幅' },
    ]);
  });

  it('is refused naming a subject the record did not file, or a column the field lacks', () => {
    expect(
      refusal([
        { field: 'expenseLines', line: '502', comment: '无此行' },
        { field: 'incomeLines', line: '401', column: 'actual', comment: '无此列' },
      ]),
    ).toEqual([
      ['returnPoints[0].line', 'line', '「502」不是「支出预算」中的一行'],
      ['returnPoints[1].column', 'column', '「actual」不是「收入预算」的列'],
    ]);
  });

  it('is said with the table, the subject’s name, the column and the comment', () => {
    const point = { field: 'expenseLines', line: '501', column: 'budget', comment: '请说明增幅' };
    expect(returnPointText(BUDGET_TEST_ENTRY.fields, point, 'zh')).toBe('支出预算·501 职工活动支出·本年预算数：请说明增幅');
    expect(returnPointText(BUDGET_TEST_ENTRY.fields, point, 'en')).toBe('Expense budget·501 Staff activities·Budget: 请说明增幅');
    expect(returnPointText(BUDGET_TEST_ENTRY.fields, { ...point, column: 'note' }, 'zh')).toBe(
      '支出预算·501 职工活动支出·说明：请说明增幅',
    );
  });
});

it('takes no points with an approval', () => {
  expect(() => check([{ field: 'expenseLines', line: '501', comment: '好' }], false)).toThrow(InvalidInputError);
});
