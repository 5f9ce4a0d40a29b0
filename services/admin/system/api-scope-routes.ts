import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { ApiScopeType } from '../../../db';
import { AppError, badRequest, ID_PATTERN } from '../../platform/core';
import { Id } from '../../identity/permissions';
import { registerScopeRoutes } from './scope-routes';

const ApiScopeBody = Type.Object(
  {
    id: Type.Optional(Id),
    menuId: Type.Optional(Type.String({ pattern: ID_PATTERN, description: "The screen it serves, or '0' for the session's own calls" })),
    scopeName: Type.String({ minLength: 1, maxLength: 60 }),
    resourceCode: Type.String({ pattern: '^[a-z][a-zA-Z0-9_.]{0,79}$', description: 'The code routes declare; unique' }),
    scopePath: Type.Optional(Type.String({ maxLength: 500, description: 'The calls it covers' })),
    scopeType: Type.Optional(Type.Integer({ minimum: 1, maximum: 2, description: '1 reads only, 2 changes data' })),
    remark: Type.Optional(Type.String({ maxLength: 200 })),
  },
  {
    additionalProperties: false,
    examples: [
      {
        menuId: '0',
        scopeName: '通知公告-查看',
        resourceCode: 'desk.notice.view',
        scopePath: '/api/blade-desk/notice/ list, detail',
        scopeType: 1,
      },
    ],
  },
);

const ApiScopeRow = Type.Object({
  id: Type.String(),
  menuId: Type.String({ description: "The screen, or '0'" }),
  menuName: Type.String(),
  scopeName: Type.String(),
  resourceCode: Type.String(),
  scopePath: Type.String(),
  scopeType: Type.Integer({ description: '1 reads only, 2 changes data' }),
  remark: Type.String(),
  inUse: Type.Boolean({ description: 'Whether a route declares the code' }),
});

interface ApiScopeSubmit {
  id?: string;
  menuId?: string;
  scopeName: string;
  resourceCode: string;
  scopePath?: string;
  scopeType?: ApiScopeType;
  remark?: string;
}

/** `/api/blade-system/api-scope`: the permission codes of the routes; platform-wide, changed by the platform administrator only. */
export async function apiScopeRoutes(app: FastifyInstance): Promise<void> {
  registerScopeRoutes<'api_scope', ApiScopeSubmit>(app, {
    table: 'api_scope',
    category: 2,
    permission: 'system.apiscope.manage',
    tag: 'api-scope',
    summaries: {
      list: 'One page of API scopes',
      detail: 'One API scope',
      submit: 'Create (no id) or update an API scope (platform administrator)',
      remove: 'Remove API scopes no route declares (platform administrator)',
    },
    body: ApiScopeBody,
    row: ApiScopeRow,
    view: (r) => ({
      id: String(r.id),
      menuId: r.menu_id === null ? '0' : String(r.menu_id),
      menuName: r.menu_name ?? '',
      scopeName: r.scope_name,
      resourceCode: r.resource_code,
      scopePath: r.scope_path,
      scopeType: r.scope_type,
      remark: r.remark ?? '',
      inUse: app.routePermissionCodes.has(r.resource_code),
    }),
    ownValues: (body, existing) => ({
      scope_path: body.scopePath ?? existing?.scope_path ?? '',
      scope_type: body.scopeType ?? existing?.scope_type ?? 1,
    }),
    // Renaming a code that routes declare would close those routes to everyone.
    checkChange: (existing, body) => {
      if (existing.resource_code !== body.resourceCode && app.routePermissionCodes.has(existing.resource_code)) {
        throw new AppError(409, 'scopeInUse');
      }
    },
    checkRemove: (found) => {
      if (found.some((s) => app.routePermissionCodes.has(s.resource_code))) throw new AppError(409, 'scopeInUse');
    },
    taken: () => badRequest('resourceCode', 'unique', 'scopeCodeTaken'),
  });
}
