import { describe, expect, it } from 'vitest';
import { shownStateName } from './notice-words';

describe('the name of a record’s state', () => {
  it('reads 已发布 and 已撤回 for a notice module, whatever the server calls them', () => {
    expect([shownStateName('activity', 'approved', '已通过', 'zh'), shownStateName('activity', 'cancelled', '已作废', 'zh')]).toEqual([
      '已发布',
      '已撤回',
    ]);
  });

  it('says it in English too', () => {
    expect(shownStateName('activity', 'cancelled', null, 'en')).toBe('Withdrawn');
  });

  it('keeps the server’s name of a notice’s other states and of every state of an application', () => {
    expect([shownStateName('activity', 'draft', '草稿', 'zh'), shownStateName('setup1', 'cancelled', '已作废', 'zh')]).toEqual([
      '草稿',
      '已作废',
    ]);
  });
});
