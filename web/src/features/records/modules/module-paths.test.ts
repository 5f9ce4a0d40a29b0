import { describe, expect, it } from 'vitest';
import { modulePaths } from './module-paths';

describe('the console paths of a module', () => {
  it('send a notice module’s list and detail to its own routes', () => {
    expect([modulePaths.list('activity'), modulePaths.detail('activity', '7')]).toEqual(['/activity/index', '/activity/detail/7']);
  });

  it('keep the generic pages of another module', () => {
    expect([modulePaths.list('setup1'), modulePaths.detail('setup1', '7')]).toEqual(['/crop/setup1', '/crop/setup1/detail/7']);
  });
});
