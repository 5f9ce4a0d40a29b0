import { describe, expect, it } from 'vitest';
import { activityPaths, isActivityCategory } from './activity-paths';

describe('the pages of a works activity', () => {
  it('sit under the category as spec section 2 lists them', () => {
    const p = activityPaths('calligraphy');
    expect([p.list, p.sign, p.detail('7'), p.view('9'), p.apply({ id: '9' })]).toEqual([
      '/activity/calligraphy',
      '/activity/calligraphy/sign',
      '/activity/calligraphy/detail/7',
      '/activity/calligraphy/view/9',
      '/activity/calligraphy/apply/9',
    ]);
  });

  it('open a new work’s form with its entry in the query', () => {
    expect(activityPaths('photography').apply({ parentId: '42' })).toBe('/activity/photography/apply?parentId=42');
  });

  it('know only photography and calligraphy', () => {
    expect(['photography', 'calligraphy', 'tcm', undefined].map(isActivityCategory)).toEqual([true, true, false, false]);
  });
});
