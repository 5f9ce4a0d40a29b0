import { describe, expect, it } from 'vitest';
import type { TreeOption } from '../../../api';
import { allValues, boxState, toggleBox } from './check-tree';

function node(id: string, children: TreeOption[] = [], kind: 'menu' | 'scope' = 'menu'): TreeOption {
  return { id, parentId: '0', title: id, key: id, value: id, kind, children };
}

// myunion > setup > setup1 > (add, edit)
const MENUS = [node('myunion', [node('setup', [node('setup1', [node('add'), node('edit')])])]), node('member')];
// A scope tree: menu setup1 groups two scopes; one scope hangs at the root.
const SCOPES = [node('setup1', [node('s-view', [], 'scope'), node('s-edit', [], 'scope')]), node('self', [], 'scope')];

describe('a menu grant tree', () => {
  it('checks a menu with everything below it and the menus above it', () => {
    const next = toggleBox(MENUS, new Set(), 'setup1', 'nodes');
    expect([...next].sort()).toEqual(['add', 'edit', 'myunion', 'setup', 'setup1']);
  });

  it('checks a button together with the menus it sits in', () => {
    const next = toggleBox(MENUS, new Set(), 'edit', 'nodes');
    expect([...next].sort()).toEqual(['edit', 'myunion', 'setup', 'setup1']);
    expect(boxState(MENUS[0]!, next, 'nodes')).toBe('some');
  });

  it('unchecks a menu and what lies below it, keeping the menus above', () => {
    const full = new Set(['myunion', 'setup', 'setup1', 'add', 'edit']);
    const next = toggleBox(MENUS, full, 'setup1', 'nodes');
    expect([...next].sort()).toEqual(['myunion', 'setup']);
  });

  it('shows a menu granted without its buttons as partly checked, and a click grants them all', () => {
    const partial = new Set(['myunion', 'setup', 'setup1']);
    expect(boxState(MENUS[0]!, partial, 'nodes')).toBe('some');
    expect([...toggleBox(MENUS, partial, 'setup1', 'nodes')].sort()).toEqual(['add', 'edit', 'myunion', 'setup', 'setup1']);
  });
});

describe('a scope grant tree', () => {
  it('grants only scopes: a menu node checks all the scopes under it', () => {
    expect([...toggleBox(SCOPES, new Set(), 'setup1', 'leaves')].sort()).toEqual(['s-edit', 's-view']);
  });

  it('shows a menu node by its scopes', () => {
    expect(boxState(SCOPES[0]!, new Set(['s-view']), 'leaves')).toBe('some');
    expect(boxState(SCOPES[0]!, new Set(['s-view', 's-edit']), 'leaves')).toBe('on');
    expect(boxState(SCOPES[0]!, new Set(), 'leaves')).toBe('off');
  });

  it('lists every scope for select-all', () => {
    expect(allValues(SCOPES, 'leaves').sort()).toEqual(['s-edit', 's-view', 'self']);
  });
});
