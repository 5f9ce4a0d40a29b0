import { Type } from '@sinclair/typebox';
import { treeOf } from '../../../platform/core';

/** The response schemas of the menu routes (the route files beside it build the values). */

const MenuFields = {
  id: Type.String(),
  parentId: Type.String({ description: "'0' for a root" }),
  code: Type.String(),
  name: Type.String(),
  alias: Type.String(),
  path: Type.String(),
  source: Type.String({ description: 'Icon' }),
  category: Type.Integer({ description: '1 menu, 2 button' }),
  sort: Type.Integer(),
  remark: Type.String(),
  isOpen: Type.Boolean(),
};
export const MenuAnswer = Type.Object(MenuFields);
export const MenuDetail = Type.Object({ ...MenuFields, parentName: Type.String() });
export const MenuTree = treeOf('MenuNode', MenuFields);

/** A console route: the menu with the names the console's router and menu read. */
export const RouteTree = treeOf('RouteNode', {
  ...MenuFields,
  label: Type.String(),
  icon: Type.String(),
  meta: Type.Object({ i18n: Type.String() }),
});

/** A node of the pickers: a menu, or a scope as a leaf under its menu. */
export const PickerTree = treeOf('MenuPickerNode', {
  id: Type.String(),
  parentId: Type.String(),
  title: Type.String(),
  key: Type.String(),
  value: Type.String(),
  code: Type.String(),
  category: Type.Integer({ description: '1 menu, 2 button, 0 a scope' }),
  kind: Type.Union([Type.Literal('menu'), Type.Literal('scope')]),
});

export const Buttons = Type.Record(Type.String(), Type.Literal(true), { description: 'Button code → true' });

export const TopMenuEntry = Type.Object({
  id: Type.String(),
  code: Type.String(),
  name: Type.String(),
  source: Type.String(),
  path: Type.String(),
  sort: Type.Integer(),
});

// The node's schema once, referred to by the other two: a schema named twice in one answer is ambiguous.
export const GrantTrees = Type.Object({
  menu: Type.Array(PickerTree),
  dataScope: Type.Array(Type.Ref(PickerTree)),
  apiScope: Type.Array(Type.Ref(PickerTree)),
});

export const GrantKeys = Type.Object({
  menu: Type.Array(Type.String()),
  dataScope: Type.Array(Type.String()),
  apiScope: Type.Array(Type.String()),
});
