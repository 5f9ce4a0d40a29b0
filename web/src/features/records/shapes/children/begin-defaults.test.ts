import { describe, expect, it } from 'vitest';
import { beginDefaults } from './begin-defaults';

describe('what the begin dialog proposes', () => {
  it('is this year’s call of the category, of its kind of works, named in Chinese', () => {
    expect(beginDefaults('photography', 'zh', '2026-11-23')).toEqual({
      activityId: 'photography-2026',
      worksKind: '1',
      activityName: '2026年职工摄影作品征集',
    });
  });

  it('is named in English for an English console', () => {
    expect(beginDefaults('calligraphy', 'en', '2027-01-02').activityName).toBe('Staff calligraphy works 2027');
  });
});
