import { describe, expect, it } from 'vitest';
import type { MenuRoute } from '../../../api';
import { menuCardSummary } from './menu-card-summary';

const menu = (code: string, name: string, path: string, children: MenuRoute[] = []) =>
  ({ id: code, code, name, path, children }) as unknown as MenuRoute;

describe('a home card’s summary', () => {
  it('names the menu’s pages', () => {
    expect(menuCardSummary(menu('org', '组织', '/org', [menu('union', '工会管理', '/org/union')]), 'zh')).toBe('工会管理');
  });

  it('never shows a route path', () => {
    expect(menuCardSummary(menu('work', '我的事务', '/work'), 'zh')).not.toContain('/');
  });
});
