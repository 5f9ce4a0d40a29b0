import { describe, expect, it } from 'vitest';
import { stateFilterOptions } from './state-filter';

describe('the list state filter', () => {
  it('offers approved and cancelled as separate choices', () => {
    const options = stateFilterOptions('zh', '全部状态');
    expect(options.find((o) => o.value === 'approved')?.label).toBe('已通过');
    expect(options.find((o) => o.value === 'cancelled')?.label).toBe('已作废');
  });

  it('offers no choice that lumps finished states together', () => {
    expect(stateFilterOptions('en', 'All').map((o) => o.value)).not.toContain('end');
  });
});
