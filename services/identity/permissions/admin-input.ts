import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import { badRequest, ID_PATTERN, idListPattern } from '../../platform/core';

/** A 64-bit id as it travels: a decimal string. */
export const Id = Type.String({ pattern: ID_PATTERN, description: 'Id (decimal string)' });
/** Ids in a list of ids, as JSON arrays carry them. */
export const IdArray = Type.Array(Id, { maxItems: 1000, uniqueItems: true });
const IDS_PATTERN = idListPattern(1000);
const IDS = new RegExp(IDS_PATTERN);

/** `ids` (comma-separated) in the query, as the remove calls send it. */
export const RemoveQuery = Type.Object(
  { ids: Type.Optional(Type.String({ pattern: IDS_PATTERN, description: 'Comma-separated ids' })) },
  { additionalProperties: false },
);

/** Tenant numbers are six digits with leading zeros (`000000`), not 64-bit ids. */
const TENANT_IDS_PATTERN = '^[0-9]{6}(,[0-9]{6}){0,999}$';
const TENANT_IDS = new RegExp(TENANT_IDS_PATTERN);
/** `ids` of tenants (comma-separated six-digit numbers) in the query of the tenant remove call. */
export const TenantRemoveQuery = Type.Object(
  { ids: Type.Optional(Type.String({ pattern: TENANT_IDS_PATTERN, description: 'Comma-separated tenant numbers' })) },
  { additionalProperties: false },
);

/**
 * The ids of a remove call: `ids` from the query or, for clients that post JSON, from the body
 * (a comma-separated string or an array). None at all is a 400.
 */
export function removeIds(request: FastifyRequest, kind: 'id' | 'tenant' = 'id'): string[] {
  const pattern = kind === 'tenant' ? TENANT_IDS : IDS;
  const fromQuery = (request.query as { ids?: string }).ids;
  let raw: unknown = fromQuery;
  if (raw === undefined && request.body && typeof request.body === 'object') {
    const ids = (request.body as { ids?: unknown }).ids;
    raw = Array.isArray(ids) ? ids.join(',') : ids;
  }
  if (raw === undefined || raw === '') throw badRequest('ids', 'required', 'required', { field: 'ids' });
  if (typeof raw !== 'string' || !pattern.test(raw)) throw badRequest('ids', 'pattern', 'field');
  return [...new Set(raw.split(','))];
}

/** A comma-separated id list of a query (`roleIds=1,2`), checked. */
export const IdListParam = Type.String({ pattern: IDS_PATTERN, description: 'Comma-separated ids' });
export const splitIds = (raw: string): string[] => [...new Set(raw.split(','))];
