import { describe, expect, it } from 'vitest';
import { stateFilterOptions } from './state-filter';

describe('the list state filter', () => {
  it('offers approved and cancelled as separate choices', () => {
    const options = stateFilterOptions('setup1', 'zh', '全部状态');
    expect(options.find((o) => o.value === 'approved')?.label).toBe('已通过');
    expect(options.find((o) => o.value === 'cancelled')?.label).toBe('已作废');
  });

  it('offers 未通过 (declined) as a choice of its own', () => {
    expect(stateFilterOptions('setup1', 'zh', '全部状态').find((o) => o.value === 'declined')?.label).toBe('未通过');
  });

  it('offers no choice that lumps finished states together', () => {
    expect(stateFilterOptions('setup1', 'en', 'All').map((o) => o.value)).not.toContain('end');
  });

  it('names a notice module’s states in its own words: 已发布 and 已撤回', () => {
    const options = stateFilterOptions('activity', 'zh', '全部状态');
    expect(options.find((o) => o.value === 'approved')?.label).toBe('已发布');
    expect(options.find((o) => o.value === 'cancelled')?.label).toBe('已撤回');
  });
});
