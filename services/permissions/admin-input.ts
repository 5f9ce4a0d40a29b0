import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import { badRequest } from '../core';

/** A 64-bit id as it travels: a decimal string. */
export const Id = Type.String({ pattern: '^[0-9]{1,20}$', description: 'Id (decimal string)' });
/** Ids in a list of ids, as JSON arrays carry them. */
export const IdArray = Type.Array(Id, { maxItems: 1000, uniqueItems: true });
const IDS_PATTERN = '^[0-9]{1,20}(,[0-9]{1,20}){0,999}$';
const IDS = new RegExp(IDS_PATTERN);

/** `ids` (comma-separated) in the query, as the remove calls send it. */
export const RemoveQuery = Type.Object(
  { ids: Type.Optional(Type.String({ pattern: IDS_PATTERN, description: 'Comma-separated ids' })) },
  { additionalProperties: false },
);

/**
 * The ids of a remove call: `ids` from the query or, for clients that post JSON, from the body
 * (a comma-separated string or an array). None at all is a 400.
 */
export function removeIds(request: FastifyRequest): string[] {
  const fromQuery = (request.query as { ids?: string }).ids;
  let raw: unknown = fromQuery;
  if (raw === undefined && request.body && typeof request.body === 'object') {
    const ids = (request.body as { ids?: unknown }).ids;
    raw = Array.isArray(ids) ? ids.join(',') : ids;
  }
  if (raw === undefined || raw === '') throw badRequest('ids', 'required', 'required', { field: 'ids' });
  if (typeof raw !== 'string' || !IDS.test(raw)) throw badRequest('ids', 'pattern', 'field');
  return [...new Set(raw.split(','))];
}

/** A comma-separated id list of a query (`roleIds=1,2`), checked. */
export const IdListParam = Type.String({ pattern: IDS_PATTERN, description: 'Comma-separated ids' });
export const splitIds = (raw: string): string[] => [...new Set(raw.split(','))];
