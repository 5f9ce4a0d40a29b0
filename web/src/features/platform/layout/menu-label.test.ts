import { describe, expect, it } from 'vitest';
import { modules } from '../../../catalogue';
import { menuLabel } from './menu-label';

describe('a menu’s name', () => {
  it('is its module’s catalogue title, in either language, while the menu keeps the name it was seeded with', () => {
    const works = modules.activityworks!;
    expect(menuLabel('activityworks', works.title.zh, 'zh')).toBe(works.title.zh);
    expect(menuLabel('activityworks', works.title.zh, 'en')).toBe(works.title.en);
  });

  it('is the name an administrator gave a module’s menu, as typed, in either language', () => {
    expect(menuLabel('activityworks', '作品征集', 'zh')).toBe('作品征集');
    expect(menuLabel('activityworks', '作品征集', 'en')).toBe('作品征集');
  });

  it('is the server’s name for another menu in Chinese', () => {
    expect(menuLabel('train', '智慧培训', 'zh')).toBe('智慧培训');
  });
});
