import { describe, expect, it } from 'vitest';
import { modules, type ModuleEntry } from '../../../catalogue';
import { categoryFilter } from './category-filter';

const activity = modules.activity!;

describe('the filter of a notice module’s category route', () => {
  it('asks the page call for the notices of that category', () => {
    expect(categoryFilter(activity, '体育')).toEqual({ category: '体育' });
  });

  it('is empty without a category, or for a module that lists no kinds', () => {
    const news: ModuleEntry = { ...activity, key: 'news', categoryField: undefined };
    expect([categoryFilter(activity, undefined), categoryFilter(news, '体育')]).toEqual([{}, {}]);
  });
});
