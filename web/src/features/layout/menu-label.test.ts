import { describe, expect, it } from 'vitest';
import { modules } from '../../catalogue';
import { menuLabel } from './menu-label';

describe('a menu’s name', () => {
  it('is its module’s catalogue title for a module’s menu, in either language, whatever the server calls it', () => {
    const works = modules.activityworks!;
    expect(menuLabel('activityworks', '作品征集', 'zh')).toBe(works.title.zh);
    expect(menuLabel('activityworks', '作品征集', 'en')).toBe(works.title.en);
  });

  it('is the server’s name for another menu in Chinese', () => {
    expect(menuLabel('train', '智慧培训', 'zh')).toBe('智慧培训');
  });
});
