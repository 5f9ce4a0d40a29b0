import { describe, expect, it } from 'vitest';
import { stateBadge } from './state-badge';

describe('the state badge of a list row', () => {
  it('marks a returned record 已退回 in a solid warning colour', () => {
    expect(stateBadge('returned', '已退回', 'zh')).toEqual({ text: '已退回 · 待修改', intent: 'warning', minimal: false });
  });

  it('says it in English too', () => {
    expect(stateBadge('returned', null, 'en').text).toBe('Returned · to revise');
  });

  it('keeps other states light', () => {
    expect(stateBadge('approved', '已通过', 'zh')).toEqual({ text: '已通过', intent: 'success', minimal: true });
  });
});
