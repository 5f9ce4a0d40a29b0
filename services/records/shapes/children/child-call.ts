import { sql, type RawBuilder } from 'kysely';
import { childCallOf, type ModuleEntry } from '../../../../catalogue';
import type { SessionUser } from '../../../identity/auth';
import { fieldShownSql } from '../../engine/field-visibility';

/**
 * True (as SQL) when the entry row `alias` is an entry to the call `callId`, read from the field the
 * module names for it (`children.call.idField`), never a name of the shape's own. Given a viewer,
 * never by that field when it is hidden to the viewer (the stage field rule): no oracle of its value.
 */
export function entryOfCall(entry: ModuleEntry, alias: string, callId: string, viewer?: SessionUser): RawBuilder<boolean> {
  const field = childCallOf(entry).idField;
  const matches = sql<boolean>`${sql.ref(`${alias}.form`)}->>${field} = ${callId}`;
  return viewer ? sql<boolean>`(${matches} and ${fieldShownSql(viewer, field, alias)})` : sql<boolean>`(${matches})`;
}

/** The call an entry's form names (its `children.call.idField`), trimmed; empty when none. */
export function callIdOf(entry: ModuleEntry, form: Record<string, unknown>): string {
  const value = form[childCallOf(entry).idField];
  return typeof value === 'string' ? value.trim() : '';
}
