import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { dataScopeTypes, type DataScopeType } from '../../../db';
import { badRequest, ID_PATTERN } from '../../platform/core';
import { Id } from '../../identity/permissions';
import { registerScopeRoutes } from './scope-routes';

/** The resources whose queries apply data scopes; a rule for any other would do nothing. */
const RESOURCES = ['record'] as const;
const TYPE_NAMES: Record<DataScopeType, string> = { own: '本人', union: '本单位', union_tree: '本单位及下级', tenant: '本租户' };

const DataScopeBody = Type.Object(
  {
    id: Type.Optional(Id),
    menuId: Type.Optional(Type.String({ pattern: ID_PATTERN, description: "The screen it belongs to, or '0'" })),
    resourceCode: Type.Unsafe<string>({ type: 'string', enum: [...RESOURCES], description: 'The resource whose rows it limits' }),
    scopeName: Type.String({ minLength: 1, maxLength: 60 }),
    scopeType: Type.Unsafe<DataScopeType>({
      type: 'string',
      enum: [...dataScopeTypes],
      description: 'own: rows the account applied for; union: its union’s; union_tree: and the unions below; tenant: the whole tenant',
    }),
    remark: Type.Optional(Type.String({ maxLength: 200 })),
  },
  { additionalProperties: false, examples: [{ menuId: '0', resourceCode: 'record', scopeName: '本单位的记录', scopeType: 'union' }] },
);

const DataScopeRow = Type.Object({
  id: Type.String(),
  menuId: Type.String({ description: "The screen, or '0'" }),
  menuName: Type.String(),
  resourceCode: Type.String(),
  scopeName: Type.String(),
  scopeType: Type.String(),
  scopeTypeName: Type.String(),
  remark: Type.String(),
});

interface DataScopeSubmit {
  id?: string;
  menuId?: string;
  resourceCode: string;
  scopeName: string;
  scopeType: DataScopeType;
  remark?: string;
}

/** `/api/blade-system/data-scope`: the structured row rules roles are granted; platform-wide, changed by the platform administrator only. */
export async function dataScopeRoutes(app: FastifyInstance): Promise<void> {
  registerScopeRoutes<'data_scope', DataScopeSubmit>(app, {
    table: 'data_scope',
    category: 1,
    permission: 'system.datascope.manage',
    tag: 'data-scope',
    summaries: {
      list: 'One page of data scopes',
      detail: 'One data scope',
      submit: 'Create (no id) or update a data scope (platform administrator)',
      // Roles that had the scope fall back to the next one they hold, or to their own records.
      remove: 'Remove data scopes and their grants (platform administrator)',
    },
    body: DataScopeBody,
    row: DataScopeRow,
    view: (r) => ({
      id: String(r.id),
      menuId: r.menu_id === null ? '0' : String(r.menu_id),
      menuName: r.menu_name ?? '',
      resourceCode: r.resource_code,
      scopeName: r.scope_name,
      scopeType: r.scope_type,
      scopeTypeName: TYPE_NAMES[r.scope_type],
      remark: r.remark ?? '',
    }),
    ownValues: (body) => ({ scope_type: body.scopeType }),
    taken: () => badRequest('scopeType', 'unique', 'dataScopeTaken'),
  });
}
