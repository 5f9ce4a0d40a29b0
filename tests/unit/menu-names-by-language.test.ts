// Every menu the portal seeds is named in the console's language (issue 18, item 12: 流程管理, 模型设计,
// 部署管理, 流程跟踪, 知会 and 请假审批 showed in Chinese in English mode); a name an administrator typed
// stays as typed. Table-driven over the seeded tree, so a menu added later without English fails here.
import { beforeAll, describe, expect, it } from 'vitest';
import { seededMenuTree, type MenuSeed } from '../../db/seed/permission-catalogue';
import { menuLabel, menuRowLabel } from '../../web/src/features/platform/layout/menu-label';
import { loadTexts } from '../../web/src/i18n';

const CJK = /[\u3000-\u303f\u3400-\u9fff\uff00-\uffef]/;
const menus = (tree: MenuSeed[]): MenuSeed[] => tree.flatMap((m) => [m, ...menus(m.children ?? [])]);

describe('a seeded menu', () => {
  // The console loads its English table when English is chosen; this file must not rely on another having loaded it.
  beforeAll(() => loadTexts('en'));
  for (const m of menus(seededMenuTree())) {
    it(`${m.code} (${m.name}) is named in English and as seeded in Chinese`, () => {
      expect(menuLabel(m.code, m.name, 'en')).not.toMatch(CJK);
      expect(menuLabel(m.code, m.name, 'zh')).toBe(m.name);
    });
  }
});

describe('a seeded button', () => {
  beforeAll(() => loadTexts('en'));
  for (const m of menus(seededMenuTree()))
    for (const b of m.buttons ?? []) {
      it(`${b.code} (${b.name}) is named in English and as seeded in Chinese`, () => {
        const row = { code: b.code, name: b.name, alias: b.alias, category: 2 };
        expect(menuRowLabel(row, 'en')).not.toMatch(CJK);
        expect(menuRowLabel(row, 'zh')).toBe(b.name);
      });
    }
});

describe('a menu an administrator renamed', () => {
  it('keeps the name typed in every language', () => {
    expect(menuLabel('flow', '审批流程', 'en')).toBe('审批流程');
    expect(menuLabel('leave', '休假申请', 'en')).toBe('休假申请');
  });
});
