import type { Kysely } from 'kysely';
import type { Database } from '../../../db';

/** How the names of unions are read: `namesOf` gives the names of those `ids` of the tenant that exist. */
export interface UnionNameReader {
  namesOf(db: Kysely<Database>, tenantId: string, ids: readonly string[]): Promise<Record<string, string>>;
}

/** The names of `ids` in `tenantId`, one statement. */
async function readNames(db: Kysely<Database>, tenantId: string, ids: readonly string[]): Promise<Record<string, string>> {
  if (ids.length === 0) return {};
  const rows = await db.selectFrom('union_org').select(['id', 'name']).where('tenant_id', '=', tenantId).where('id', 'in', ids).execute();
  return Object.fromEntries(rows.map((r) => [String(r.id), r.name]));
}

/** Reads every name from the database: where no change notice is heard. */
export const uncachedUnionNames: UnionNameReader = { namesOf: readNames };

/**
 * The union names the pickers of a list page show, kept per tenant so that a page reads none: a
 * union is renamed only in the tree (`renameInTree`), which says so to every API process
 * (`auth_invalidate` 'all', as for the cached sessions that carry union names), and `drop` then
 * forgets every name. A union is never removed; a new one is an id not kept yet, read then. An id
 * of nothing (or of another tenant) is read each time, as before, since it may yet be created. Names
 * are kept `ttlMs` at most, and only while `active()` says the notices are heard.
 */
export class UnionNameCache implements UnionNameReader {
  private readonly tenants = new Map<string, { names: Map<string, string>; at: number }>();
  private generation = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly active: () => boolean,
  ) {}

  async namesOf(db: Kysely<Database>, tenantId: string, ids: readonly string[]): Promise<Record<string, string>> {
    if (this.ttlMs <= 0 || !this.active()) return readNames(db, tenantId, ids);
    const now = Date.now();
    let kept = this.tenants.get(tenantId);
    if (kept && now - kept.at >= this.ttlMs) kept = undefined;
    const found: Record<string, string> = {};
    const missing: string[] = [];
    for (const id of ids) {
      const name = kept?.names.get(id);
      if (name === undefined) missing.push(id);
      else found[id] = name;
    }
    if (missing.length === 0) return found;
    // A notice that arrives while the names are read may be about them: they are then not kept.
    const mark = this.generation;
    const read = await readNames(db, tenantId, missing);
    if (mark === this.generation) {
      let entry = this.tenants.get(tenantId);
      if (!entry || now - entry.at >= this.ttlMs) {
        entry = { names: new Map(), at: now };
        this.tenants.set(tenantId, entry);
      }
      for (const [id, name] of Object.entries(read)) entry.names.set(id, name);
    }
    return Object.assign(found, read);
  }

  /** Forgets every name (a union was renamed somewhere, or the notices were not heard for a while). */
  drop(): void {
    this.generation++;
    this.tenants.clear();
  }
}
