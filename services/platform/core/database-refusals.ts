import { AppError, badRequest } from './errors';

/** SQL states of values Postgres cannot take: out of range (22003), not a number (22P02), a NUL (22021). */
const CLIENT_SQL_STATES = new Set(['22003', '22P02', '22021']);
const FOREIGN_KEY_VIOLATION = '23503';

const camel = (column: string) => column.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

/**
 * A refusal by Postgres of input that a schema or a route's own check let through, as the client's
 * error it is rather than a 500: a value it cannot store (400), a reference to a row that does not
 * exist (400 naming the field), or removal of a row still in
 * use (409). Null for anything else. The caller logs it, so that the missing check gets written.
 */
export function databaseRefusal(error: { code?: string; detail?: string; table?: string; constraint?: string }): AppError | null {
  if (error.code && CLIENT_SQL_STATES.has(error.code)) return new AppError(400, 'badRequest');
  if (error.code !== FOREIGN_KEY_VIOLATION) return null;
  const detail = error.detail ?? '';
  if (/is still referenced from table/.test(detail)) return new AppError(409, 'stillReferenced');
  // Under row-level security Postgres leaves the key out of the detail: the constraint's default name
  // (`<table>_<column>_fkey`) names the column then.
  const named = error.table && error.constraint?.startsWith(`${error.table}_`) && error.constraint.endsWith('_fkey');
  const column =
    /^Key \(([a-z_]+)\)=/.exec(detail)?.[1] ?? (named ? error.constraint!.slice(error.table!.length + 1, -'_fkey'.length) : undefined);
  const field = column ? camel(column) : 'id';
  return badRequest(field, 'exists', 'referenceMissing', { field });
}
