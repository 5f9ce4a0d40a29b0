import type { Kysely } from 'kysely';
import { newId, type Database } from '../../../db';
import { AppError, badRequest, notFound } from '../../platform/core';
import { invalidateDictionaries } from './dictionary-cache';
import { ENTRY_COLUMNS, insertRow, liveRows, updateRows, type DictionaryScope } from './dictionary-scope';
import type { EntryRow } from './dictionary-views';

/** What a submit sends: a dictionary's top row (no parent) or one of its entries. */
export interface EntryInput {
  id?: string;
  parentId?: string;
  code: string;
  dictKey?: string;
  dictValue: string;
  sort?: number;
  isSealed?: number;
  remark?: string;
}

const sealed = () => new AppError(409, 'dictSealed');
const isTop = (parentId: string | undefined) => !parentId || parentId === '0';
/** The BladeX family writes `-1` as the key of a top row; no key is the same thing. */
const keyOf = (raw: string | undefined) => {
  const key = raw?.trim() ?? '';
  return key === '' || key === '-1' ? null : key;
};

function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}

/** Every live row of `codes`, by id. */
async function rowsOfCodes(db: Kysely<Database>, scope: DictionaryScope, codes: string[]): Promise<Map<string, EntryRow>> {
  if (codes.length === 0) return new Map();
  const rows = await liveRows(db, scope).select(ENTRY_COLUMNS).where('code', 'in', codes).execute();
  return new Map(rows.map((r) => [String(r.id), r]));
}

/** True when the row or a row above it is sealed: a sealed dictionary locks all its entries. */
function lockedFrom(rows: Map<string, EntryRow>, id: string, includeSelf: boolean): boolean {
  let at = includeSelf ? rows.get(id) : rows.get(String(rows.get(id)?.parent_id ?? ''));
  while (at) {
    if (at.is_sealed === 1) return true;
    at = at.parent_id === null ? undefined : rows.get(String(at.parent_id));
  }
  return false;
}

/**
 * Creates or updates one row. Refused: an entry without a key (400 dictKey); a code or parent
 * that changes (400); an entry whose code is not its parent's (400 code); a missing parent or row
 * (404); a row in a sealed dictionary, or a sealed row (409), except unsealing it with nothing
 * else changed; a taken code, or a key taken within its code (409). Answers the row's id.
 */
export async function submitEntry(db: Kysely<Database>, scope: DictionaryScope, input: EntryInput): Promise<string> {
  const code = input.code.trim();
  const dictValue = input.dictValue.trim();
  if (!code) throw badRequest('code', 'required', 'required', { field: 'code' });
  if (!dictValue) throw badRequest('dictValue', 'required', 'required', { field: 'dictValue' });
  const fields = { dict_value: dictValue, sort: input.sort ?? 0, is_sealed: input.isSealed ?? 0, remark: input.remark?.trim() || null };

  let top = isTop(input.parentId);
  try {
    if (input.id) {
      const existing = await liveRows(db, scope).select(ENTRY_COLUMNS).where('id', '=', input.id).executeTakeFirst();
      if (!existing) throw notFound();
      top = existing.parent_id === null;
      if (input.parentId !== undefined && (isTop(input.parentId) ? !top : String(existing.parent_id) !== input.parentId)) {
        throw badRequest('parentId', 'fixed', 'dictParentFixed');
      }
      if (code !== existing.code) throw badRequest('code', 'fixed', 'codeFixed');
      const dictKey = top ? null : keyOf(input.dictKey);
      if (!top && dictKey === null) throw badRequest('dictKey', 'required', 'dictKeyRequired');
      const family = await rowsOfCodes(db, scope, [code]);
      if (lockedFrom(family, input.id, false)) throw sealed();
      if (existing.is_sealed === 1) {
        // A sealed row may only be unsealed, as it is; then it can be edited.
        const unsealOnly =
          fields.is_sealed === 0 &&
          fields.dict_value === existing.dict_value &&
          fields.sort === existing.sort &&
          fields.remark === existing.remark &&
          dictKey === existing.dict_key;
        if (!unsealOnly) throw sealed();
      }
      await updateRows(db, scope)
        .set({ ...fields, dict_key: dictKey, update_time: new Date() })
        .where('id', '=', input.id)
        .where('is_deleted', '=', false)
        .execute();
      invalidateDictionaries();
      return input.id;
    }

    let dictKey: string | null = null;
    if (!top) {
      const parent = await liveRows(db, scope).select(ENTRY_COLUMNS).where('id', '=', input.parentId!).executeTakeFirst();
      if (!parent) throw badRequest('parentId', 'exists', 'referenceMissing', { field: 'parentId' });
      if (code !== parent.code) throw badRequest('code', 'parentCode', 'dictParentCode');
      dictKey = keyOf(input.dictKey);
      if (dictKey === null) throw badRequest('dictKey', 'required', 'dictKeyRequired');
      if (lockedFrom(await rowsOfCodes(db, scope, [code]), String(parent.id), true)) throw sealed();
    }
    const id = newId();
    await insertRow(db, scope, { id, parent_id: top ? null : input.parentId!, code, dict_key: dictKey, ...fields });
    invalidateDictionaries();
    return id;
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(409, top ? 'dictCodeTaken' : 'dictKeyTaken', {}, { field: top ? 'code' : 'dictKey' });
    throw error;
  }
}

/**
 * Removes rows and everything below them (marked deleted). All or nothing: 404 unless every id is
 * a live row of the scope; 409 when one of them, a row below or a row above is sealed.
 */
export async function removeEntries(db: Kysely<Database>, scope: DictionaryScope, ids: string[]): Promise<number> {
  const removed = await db.transaction().execute(async (trx) => {
    const chosen = await liveRows(trx, scope).select(['id', 'code']).where('id', 'in', ids).execute();
    if (chosen.length !== ids.length) throw notFound();
    const rows = await rowsOfCodes(trx, scope, [...new Set(chosen.map((c) => c.code))]);
    const doomed = new Set(ids);
    let grew = true;
    while (grew) {
      grew = false;
      for (const r of rows.values()) {
        const id = String(r.id);
        if (r.parent_id !== null && doomed.has(String(r.parent_id)) && !doomed.has(id)) {
          doomed.add(id);
          grew = true;
        }
      }
    }
    for (const id of doomed) if (lockedFrom(rows, id, true)) throw sealed();
    await updateRows(trx, scope)
      .set({ is_deleted: true, update_time: new Date() })
      .where('id', 'in', [...doomed])
      .execute();
    return ids.length;
  });
  // After the commit: a read in between would otherwise cache the rows about to go.
  invalidateDictionaries();
  return removed;
}
