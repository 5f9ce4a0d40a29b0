import { describe, expect, it } from 'vitest';
import { stateName } from './states';

describe('the name of a record’s state', () => {
  it('reads 已发布 and 已撤回 for a published notice, in both languages', () => {
    const notice = { publishOnly: true };
    expect([stateName('approved', 'zh', notice), stateName('cancelled', 'zh', notice), stateName('approved', 'en', notice)]).toEqual([
      '已发布',
      '已撤回',
      'Published',
    ]);
  });

  it('keeps the lifecycle’s names for other states and other modules', () => {
    expect([stateName('draft', 'zh', { publishOnly: true }), stateName('approved', 'zh'), stateName('cancelled', 'zh')]).toEqual([
      '草稿',
      '已通过',
      '已作废',
    ]);
  });
});
