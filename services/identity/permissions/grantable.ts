import type { FastifyInstance } from 'fastify';
import type { SessionUser } from '../auth';
import { isPlatformAdmin } from './platform-admin';

/** What a caller may hand out: `null` for everything (the platform administrator). */
export interface Grantable {
  menuIds: Set<string> | null;
  apiScopeIds: Set<string> | null;
}

/**
 * The menus and API scopes a caller may grant: only those it holds itself, so a tenant
 * administrator cannot raise a role above its own rights; the platform administrator may grant any.
 */
export async function grantableBy(app: FastifyInstance, viewer: SessionUser): Promise<Grantable> {
  if (isPlatformAdmin(viewer)) return { menuIds: null, apiScopeIds: null };
  const held = await app.permissions.of(viewer);
  const codes = [...held.apiCodes];
  const scopes = codes.length ? await app.db.selectFrom('api_scope').select('id').where('resource_code', 'in', codes).execute() : [];
  return { menuIds: held.menuIds, apiScopeIds: new Set(scopes.map((s) => String(s.id))) };
}
