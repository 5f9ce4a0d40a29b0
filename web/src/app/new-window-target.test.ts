import { describe, expect, it } from 'vitest';
import { targetlessPath } from './NewWindowTarget';

describe('the route query target', () => {
  it('leaves an address without it alone', () => {
    expect(targetlessPath('/system/user', '?tab=registration')).toBeUndefined();
  });

  it('opens the same page and query, less the target, in the new window', () => {
    expect(targetlessPath('/notice/index', '?target=_blank')).toBe('/notice/index');
    expect(targetlessPath('/help/list/1', '?a=1&target=_blank')).toBe('/help/list/1?a=1');
  });
});
