import type { Kysely } from 'kysely';
import type { Lang, ModuleEntry } from '../../../../catalogue';
import type { Database } from '../../../../db';
import type { SessionUser } from '../../../identity/auth';
import { neutralTitle, titleShownSql } from '../../engine';
import { formatTime } from '../../../platform/core';

/** An approved submission as the roll-up lists it. */
export interface GatherableRecord {
  id: string;
  title: string;
  unionId: string;
  unionName: string;
  endTime: string | null;
}

/** A record's row as the roll-up lists it. */
export function gatherable(r: {
  id: string;
  title: string;
  union_id: string;
  union_name: string;
  end_time: Date | null;
}): GatherableRecord {
  return { id: String(r.id), title: r.title, unionId: String(r.union_id), unionName: r.union_name, endTime: formatTime(r.end_time) };
}

/** One child union of the viewer's union with its subtree's approved submissions; none means "not applied". */
export interface ChildUnionRow {
  unionId: string;
  unionName: string;
  applied: boolean;
  records: GatherableRecord[];
}

/**
 * The children unions of `union` in the organisation tree, each with the approved records of the
 * source module filed by it or a union below it: what the higher union may gather, and who has not
 * applied. Read from the read models only.
 */
export async function childUnionRows(
  db: Kysely<Database>,
  viewer: SessionUser,
  union: { id: string; path: string },
  source: ModuleEntry,
  lang: Lang,
): Promise<ChildUnionRow[]> {
  const tenantId = viewer.tenantId;
  const [children, records] = await Promise.all([
    db
      .selectFrom('union_org')
      .select(['id', 'name', 'path'])
      .where('tenant_id', '=', tenantId)
      .where('parent_id', '=', union.id)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('record')
      .select(['record.id', 'record.title', 'record.union_id', 'record.union_name', 'record.union_path', 'record.end_time'])
      .select(titleShownSql(viewer).as('title_shown'))
      .where('tenant_id', '=', tenantId)
      .where('module', '=', source.key)
      .where('state', '=', 'approved')
      .where('union_path', 'like', `${union.path}%`)
      .where('union_path', '!=', union.path)
      .orderBy('end_time')
      .orderBy('id')
      .execute(),
  ]);
  return children.map((c) => {
    const own = records
      .filter((r) => r.union_path.startsWith(c.path))
      // A title made from a field hidden to the viewer reads as the module's title and the id.
      .map((r) => gatherable(r.title_shown ? r : { ...r, title: neutralTitle(source, String(r.id), lang) }));
    return { unionId: String(c.id), unionName: c.name, applied: own.length > 0, records: own };
  });
}
