import { Type } from '@sinclair/typebox';
import { ID_PATTERN } from '../../../platform/core';
import { Id, IdListParam } from '../../../identity/permissions';

/** The permission each kind of menu call needs, and the OpenAPI tag they share. */
export const self = { permission: 'user.self' };
export const roleManage = { permission: 'system.role.manage' };
export const topMenuManage = { permission: 'system.topmenu.manage' };
export const menuManage = { permission: 'system.menu.manage' };
export const tags = ['menu'];

export const NoQuery = Type.Object({}, { additionalProperties: false });
export const RoutesQuery = Type.Object({ topMenuId: Type.Optional(Id) }, { additionalProperties: false });
export const RoleKeysQuery = Type.Object({ roleIds: IdListParam }, { additionalProperties: false });
export const TopKeysQuery = Type.Object({ topMenuIds: IdListParam }, { additionalProperties: false });
export const ListQuery = Type.Object(
  {
    name: Type.Optional(Type.String({ maxLength: 60 })),
    code: Type.Optional(Type.String({ maxLength: 60 })),
    category: Type.Optional(Type.Integer({ minimum: 1, maximum: 2 })),
  },
  { additionalProperties: false },
);
export const DetailQuery = Type.Object({ id: Id }, { additionalProperties: false });
export const MenuBody = Type.Object(
  {
    id: Type.Optional(Id),
    parentId: Type.Optional(Type.String({ pattern: ID_PATTERN, description: "Parent menu, or '0' for a root" })),
    code: Type.String({ pattern: '^[A-Za-z][A-Za-z0-9_.-]{0,59}$', description: 'Unique; fixed once created' }),
    name: Type.String({ minLength: 1, maxLength: 40 }),
    alias: Type.Optional(Type.String({ maxLength: 60, description: 'i18n key of the name' })),
    path: Type.Optional(Type.String({ maxLength: 200, description: 'Console route' })),
    source: Type.Optional(Type.String({ maxLength: 60, description: 'Icon' })),
    category: Type.Integer({ minimum: 1, maximum: 2, description: '1 menu, 2 button' }),
    sort: Type.Optional(Type.Integer({ minimum: 0, maximum: 9999 })),
    remark: Type.Optional(Type.String({ maxLength: 200 })),
    isOpen: Type.Optional(Type.Boolean({ description: 'Opens in a new window' })),
  },
  {
    additionalProperties: false,
    examples: [
      {
        parentId: '0',
        code: 'notice',
        name: '通知公告',
        alias: 'notice',
        path: '/notice/index',
        source: 'notification',
        category: 1,
        sort: 20,
      },
    ],
  },
);
