import { Type } from '@sinclair/typebox';
import { Nullable, PagingQuery, TimeText, treeOf } from '../../platform/core';
import { IdArray } from '../permissions';
import { IdString, ShortText } from './schema-parts';

export const SubPageQuery = Type.Object(
  { ...PagingQuery, account: Type.Optional(ShortText(64)), name: Type.Optional(ShortText(100)) },
  { additionalProperties: false },
);
const PasswordField = Type.String({
  maxLength: 100,
  description: 'The password as typed, checked against the password policy (an MD5 digest is refused: it cannot be checked)',
});
export const SubSaveBody = Type.Object(
  {
    account: Type.String({ minLength: 1, maxLength: 64 }),
    name: Type.String({ minLength: 1, maxLength: 100 }),
    realName: Type.Optional(Type.String({ maxLength: 50 })),
    phone: Type.Optional(ShortText(20)),
    password: PasswordField,
    menuIds: Type.Optional(IdArray),
  },
  {
    additionalProperties: false,
    examples: [
      {
        account: 'corp1member',
        name: '会员管理员',
        realName: '赵敏',
        phone: '13800138001',
        password: 'Sub-Passw0rd!',
        menuIds: ['1'],
      },
    ],
  },
);
export const SubUpdateBody = Type.Object(
  {
    id: IdString,
    name: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
    realName: Type.Optional(Type.String({ maxLength: 50 })),
    phone: Type.Optional(ShortText(20)),
    password: Type.Optional(PasswordField),
    status: Type.Optional(Type.Integer({ minimum: 0, maximum: 1 })),
    menuIds: Type.Optional(IdArray),
  },
  { additionalProperties: false, examples: [{ id: '1234567890', name: '会员管理员', status: 1, menuIds: ['1', '2'] }] },
);

/** A sub-account as the sub-account calls answer it. */
export const SubView = Type.Object({
  id: Type.String(),
  account: Type.String(),
  name: Type.String(),
  realName: Type.String(),
  phone: Type.String(),
  status: Type.Integer({ description: '1 active, 0 disabled' }),
  createTime: Nullable(TimeText()),
});

/** A node of the menus a main account may grant its sub-accounts. */
export const GrantableMenuTree = treeOf('SubAccountMenuNode', {
  id: Type.String(),
  parentId: Type.String(),
  title: Type.String(),
  key: Type.String(),
  value: Type.String(),
  code: Type.String(),
  path: Type.String(),
  category: Type.Integer({ description: '1 menu, 2 button' }),
});
