import type { FastifyInstance } from 'fastify';
import { personalPaths, type ModuleEntry } from '../../../catalogue';
import { badRequest } from '../../platform/core';

/** A query key as a path without row positions: `members[].idCard`, `members[0].idCard` and `members.idCard` alike. */
const pathOf = (key: string) => key.replace(/\[[^\]]*\]/g, '').trim();

/**
 * The module's personal field a query key names (`memberIdCard`, `members[].idCard`), if any: a list
 * never filters by one (PD-1: a filter would tell a value the list never shows).
 */
export function personalFilterOf(entry: Pick<ModuleEntry, 'fields'>, keys: readonly string[]): string | undefined {
  const personal = new Set(personalPaths(entry.fields).map(pathOf));
  return keys.find((k) => personal.has(pathOf(k)));
}

/**
 * Every read of the module (its page, a category's page, the sheets) answers a query naming a
 * personal field with 400 `personalFilter` naming it, before the schema's `unknownParam`: the client
 * learns why, not only that the parameter is unknown. Nothing for a module without personal data.
 */
export function refusePersonalFilters(app: FastifyInstance, entry: ModuleEntry): void {
  if (personalPaths(entry.fields).length === 0) return;
  app.addHook('preValidation', async (request) => {
    if (request.method !== 'GET' || !request.query || typeof request.query !== 'object') return;
    const named = personalFilterOf(entry, Object.keys(request.query));
    if (named !== undefined) throw badRequest(named, 'personalFilter', 'personalFilter', { field: named });
  });
}
