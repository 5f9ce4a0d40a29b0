import { describe, expect, it } from 'vitest';
import type { MenuRoute } from '../../../api';
import { flattenMenus, menuAtPath, menuCodeOfPath, rootMenuCode } from './menu-paths';

function menu(id: string, parentId: string, code: string, path: string, children: MenuRoute[] = []): MenuRoute {
  return {
    id,
    parentId,
    code,
    name: code,
    alias: code,
    path,
    source: '',
    category: 1,
    sort: 0,
    remark: '',
    isOpen: false,
    label: code,
    icon: '',
    meta: { i18n: code },
    children,
    hasChildren: children.length > 0,
  };
}

const TREE = [
  menu('1', '0', 'home', '/'),
  menu('2', '0', 'myunion', '/myunion/info', [menu('3', '2', 'setup', '/setup/index', [menu('4', '3', 'setup1', '/setup/setup1/form')])]),
  menu('5', '0', 'system', '/system', [menu('6', '5', 'user', '/system/user')]),
];
const FLAT = flattenMenus(TREE);

describe('menu paths', () => {
  it('flattens the tree parents first', () => {
    expect(FLAT.map((m) => m.code)).toEqual(['home', 'myunion', 'setup', 'setup1', 'system', 'user']);
  });

  it('gives the home menu only the home path', () => {
    expect(menuCodeOfPath('/', FLAT)).toBe('home');
    expect(menuCodeOfPath('/nowhere', FLAT)).toBeUndefined();
  });

  it('finds the menu with the longest path a console path lies under', () => {
    expect(menuCodeOfPath('/setup/setup1/form/123', FLAT)).toBe('setup1');
    expect(menuCodeOfPath('/system/user', FLAT)).toBe('user');
    expect(menuCodeOfPath('/system', FLAT)).toBe('system');
  });

  it('gives the generic pages of a module to the module’s menu, and to none when it is not granted', () => {
    expect(menuCodeOfPath('/crop/setup1/detail/9', FLAT)).toBe('setup1');
    expect(menuCodeOfPath('/crop/setup9', FLAT)).toBeUndefined();
  });

  it('walks up to the top-level menu', () => {
    expect(rootMenuCode('setup1', FLAT)).toBe('myunion');
    expect(rootMenuCode('home', FLAT)).toBe('home');
    expect(rootMenuCode('missing', FLAT)).toBeUndefined();
  });

  it('finds a menu by its exact path', () => {
    expect(menuAtPath('/system', FLAT)?.code).toBe('system');
    expect(menuAtPath('/system/role', FLAT)).toBeUndefined();
  });
});
