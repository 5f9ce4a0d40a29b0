import { Type } from '@sinclair/typebox';
import { idListPattern, Nullable, PagingQuery, TimeText } from '../../platform/core';
import { IdsString, IdString, ShortText, TenantIdString } from './schema-parts';

const IDENTS = ['corp', 'launion', 'federation', 'admin'] as const;

export const UserListQuery = Type.Object(
  {
    ...PagingQuery,
    tenantId: Type.Optional(TenantIdString),
    account: Type.Optional(ShortText(64)),
    realName: Type.Optional(ShortText(50)),
    ident: Type.Optional(Type.Union(IDENTS.map((i) => Type.Literal(i)))),
    unionId: Type.Optional(IdString),
    deptId: Type.Optional(IdString),
    status: Type.Optional(Type.Integer({ minimum: 0, maximum: 1 })),
  },
  { additionalProperties: false },
);
export const DetailQuery = Type.Object({ id: IdString, tenantId: Type.Optional(TenantIdString) }, { additionalProperties: false });
export const UserRemoveQuery = Type.Object(
  { ids: Type.Optional(IdsString), tenantId: Type.Optional(TenantIdString) },
  { additionalProperties: false },
);

export const UserBody = Type.Object(
  {
    id: Type.Optional(IdString),
    tenantId: Type.Optional(TenantIdString),
    account: Type.String({ minLength: 1, maxLength: 64 }),
    name: Type.String({ minLength: 1, maxLength: 100 }),
    realName: Type.Optional(Type.String({ maxLength: 50 })),
    phone: Type.Optional(ShortText(20)),
    email: Type.Optional(Type.String({ maxLength: 100, pattern: '^$|^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$' })),
    ident: Type.Union(IDENTS.map((i) => Type.Literal(i))),
    unionId: IdString,
    roleId: Type.Optional(Type.String({ pattern: idListPattern(50, { allowEmpty: true }), description: 'Comma-separated role ids' })),
    deptId: Type.Optional(Type.Union([IdString, Type.Literal('')])),
    postId: Type.Optional(Type.Union([IdString, Type.Literal('')])),
    status: Type.Optional(Type.Integer({ minimum: 0, maximum: 1 })),
    password: Type.Optional(
      Type.String({ maxLength: 100, description: 'On create only: the password as typed (checked against the policy)' }),
    ),
  },
  {
    additionalProperties: false,
    examples: [
      {
        account: 'corp4',
        name: '北京新星科技有限公司工会',
        realName: '李明',
        phone: '13800138000',
        email: 'union@example.com',
        ident: 'corp',
        unionId: '1102',
        roleId: '',
        deptId: '',
        postId: '',
        status: 1,
        password: 'Corp4-Passw0rd!',
      },
    ],
  },
);
export const ResetBody = Type.Object(
  {
    userIds: IdsString,
    password: Type.String({ maxLength: 100, description: 'The new password as typed' }),
    tenantId: Type.Optional(TenantIdString),
  },
  { additionalProperties: false, examples: [{ userIds: '2005', password: 'Reset-Passw0rd!' }] },
);

/** An account as the user calls answer it (user-view.ts); never the password hash. */
export const UserViewSchema = Type.Object({
  id: Type.String(),
  tenantId: Type.String(),
  account: Type.String(),
  name: Type.String(),
  realName: Type.String(),
  phone: Type.String(),
  email: Type.String(),
  avatar: Type.String(),
  ident: Type.String(),
  unionId: Type.String(),
  unionName: Type.String(),
  deptId: Type.String({ description: "'' when none" }),
  postId: Type.String({ description: "'' when none" }),
  roleId: Type.String({ description: 'Comma-separated role ids' }),
  roleName: Type.String({ description: 'Comma-separated role names' }),
  status: Type.Integer({ description: '1 active, 0 disabled' }),
  isSub: Type.Boolean(),
  parentUserId: Type.String({ description: "The main account of a sub-account; '' otherwise" }),
  createTime: Nullable(TimeText()),
});
