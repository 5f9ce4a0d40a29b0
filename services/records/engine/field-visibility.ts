import { sql, type Expression, type Kysely, type RawBuilder } from 'kysely';
import {
  candidateKeysOf,
  filePlaces,
  hasPersonalData,
  maskForm,
  modules,
  personalSlots,
  type Lang,
  type ModuleEntry,
} from '../../../catalogue';
import type { Database, RecordRow } from '../../../db';
import type { SessionUser } from '../../identity/auth';
import { fullViewSql, type FullViewRole } from './personal-data';
import { entryOfRecord } from './stage-fields';

/**
 * Stage field permissions on every way out (docs/ARCHITECTURE.md "Field permissions"). ONE rule
 * decides which form fields a viewer may see of a record, `fieldsSeenSql`; everything else here reads
 * its answer: batched for pages and sheets (`seenRows`), as a filter (`fieldShownSql`), and what
 * narrowing does to a row (`narrowRow`), a form, an entry's fields and a record's files.
 */

/**
 * The form fields `viewer` may see of the record row `alias`, as SQL: null for all of them. The
 * applicant union sees all. Anyone else who is or was a reviewer of the record (a candidate or the
 * assignee of one of its tasks, open or closed) sees the union of the fields of those tasks' stages
 * (`flow_task.visible_fields`), unless one of them shows the whole form (null): then all. A reader by
 * data scope who never reviewed the record sees it all. A reviewer sees no more after approving than
 * while reviewing. A record none of whose tasks limits its fields (`fields_limited` false) shows
 * everyone all of it, so its tasks are not read.
 */
export function fieldsSeenSql(viewer: SessionUser, alias = 'record'): RawBuilder<string[] | null> {
  const col = (c: string) => sql.ref(`${alias}.${c}`);
  // No task of the record limits its fields (`fields_limited`): the rule reads none of its tasks.
  return sql<string[] | null>`(case when ${col('union_id')}::text = ${viewer.unionId} or not ${col('fields_limited')} then null else (
    select case when bool_and(t.visible_fields is not null)
      then coalesce(array_agg(distinct f.name) filter (where f.name is not null), '{}'::text[]) end
    from flow_task t left join lateral unnest(t.visible_fields) as f(name) on true
    where t.tenant_id = ${col('tenant_id')} and t.process_instance_id = ${col('process_instance_id')}
      and (t.candidates && ${sql.val(candidateKeysOf(viewer))}::text[] or t.assignee_id::text = ${viewer.id})
  ) end)`;
}

/** True (as SQL) when the viewer sees the form field `field` (a name, or an expression naming one) of the record `alias`. */
export function fieldShownSql(viewer: SessionUser, field: string | Expression<string | null>, alias = 'record'): RawBuilder<boolean> {
  const name = typeof field === 'string' ? sql.val(field) : field;
  return sql<boolean>`(select seen.fields is null or ${name} = any(seen.fields) from (select ${fieldsSeenSql(viewer, alias)} as fields) as seen)`;
}

/** The field a record's title is made from (its module's `titleField`, a child's its child entry's), as SQL. */
function titleFieldSql(alias: string): RawBuilder<string | null> {
  // The same for every viewer and query (a case over the catalogue): built once per alias.
  let built = titleFields.get(alias);
  if (!built) titleFields.set(alias, (built = titleFieldCase(alias)));
  return built;
}

const titleFields = new Map<string, RawBuilder<string | null>>();

function titleFieldCase(alias: string): RawBuilder<string | null> {
  const entries = Object.values(modules);
  const whens = (pick: (e: ModuleEntry) => string | undefined) =>
    sql.join(
      entries.flatMap((e) => {
        const field = pick(e);
        return field ? [sql`when ${sql.val(e.key)} then ${sql.val(field)}`] : [];
      }),
      sql` `,
    );
  const module = sql.ref(`${alias}.module`);
  return sql<string | null>`(case when ${sql.ref(`${alias}.parent_id`)} is null
    then (case ${module}::text ${whens((e) => e.titleField)} end)
    else (case ${module}::text ${whens((e) => e.children?.titleField)} end) end)::text`;
}

/**
 * True (as SQL) when the viewer reads the record's own title: a title made from a field hidden to it
 * is replaced by a neutral one, so a search on titles must not match it (no oracle of the value).
 */
export const titleShownSql = (viewer: SessionUser, alias = 'record') => fieldShownSql(viewer, titleFieldSql(alias), alias);

/**
 * A record row with what its viewer may see of it: `seen`, the fields of the rule (null: all), and
 * `fullView`, the viewer's entitlement to its personal data (null: none; a list never reads it).
 */
export type SeenRow = RecordRow & { seen: string[] | null; fullView: FullViewRole | null };

/**
 * A record row as a list reads it: without the submitted form, which no list row shows (a page's
 * statement leaves it out: `LISTED_COLUMNS`), or with it.
 */
export type ListedRow = Omit<RecordRow, 'submitted_form'> & Partial<Pick<RecordRow, 'submitted_form'>>;

/** The title a record shows where its own is made from a hidden field: the module's title and the record's id. */
export function neutralTitle(entry: Pick<ModuleEntry, 'title'>, id: string, lang: Lang): string {
  return `${entry.title[lang]} ${id}`;
}

/** The form as a viewer may see it: the seen fields only (absent, not null); all of it when `seen` is null. */
export function narrowForm<T extends object>(form: T, seen: readonly string[] | null): T {
  if (!seen) return form;
  const shown = new Set(seen);
  return Object.fromEntries(Object.entries(form).filter(([k]) => shown.has(k))) as T;
}

/** The entry with only the fields the viewer sees (a PDF prints no label of a hidden field). */
export function entryShown(entry: ModuleEntry, seen: readonly string[] | null): ModuleEntry {
  if (!seen) return entry;
  return { ...entry, fields: entry.fields.filter((f) => seen.includes(f.name)) };
}

/** The title a record shows to a viewer who sees `seen`: its own, or a neutral one when made from a field hidden to it. */
export function shownTitle(
  row: Pick<RecordRow, 'id' | 'module' | 'parent_id' | 'title'>,
  seen: readonly string[] | null,
  lang: Lang,
): string {
  if (!seen) return row.title;
  const entry = entryOfRecord(row);
  if (entry && seen.includes(entry.titleField)) return row.title;
  return neutralTitle(entry ?? { title: { zh: row.module, en: row.module } }, String(row.id), lang);
}

/**
 * The personal data of a row's forms as it leaves the portal (personal.ts in the catalogue): masked for
 * everyone, `private` fields only to the `entitled`. The one masking step on every way out.
 */
function maskedRow<R extends ListedRow>(row: R, entitled: boolean): R {
  const fields = entryOfRecord(row)?.fields;
  if (!fields || (!hasPersonalData(fields) && !personalSlots(fields).length)) return row;
  return {
    ...row,
    form: maskForm(fields, row.form as Record<string, unknown>, entitled) as RecordRow['form'],
    ...(row.submitted_form ? { submitted_form: maskForm(fields, row.submitted_form, entitled) } : {}),
  };
}

/**
 * A record row narrowed by `seen`: its forms without the hidden fields, its title neutral when made
 * from one; then its personal data masked (`private` fields shown only with a `fullView`) unless not
 * `masked`.
 */
export function narrowRow<R extends ListedRow>(
  row: R,
  seen: string[] | null,
  lang: Lang,
  fullView: FullViewRole | null = null,
  masked = true,
): R & { seen: string[] | null; fullView: FullViewRole | null } {
  const narrowed = !seen
    ? row
    : {
        ...row,
        form: narrowForm(row.form as Record<string, unknown>, seen) as RecordRow['form'],
        ...(row.submitted_form === undefined
          ? {}
          : { submitted_form: row.submitted_form && (narrowForm(row.submitted_form, seen) as RecordRow['submitted_form']) }),
        title: shownTitle(row, seen, lang),
      };
  // Only a full print (`print=full`, entitled and logged) leaves a row unmasked.
  return { ...(masked ? maskedRow(narrowed, fullView !== null) : narrowed), seen, fullView };
}

/**
 * The rows as a list reads them (pages, sheets, zips: personal data masked, `private` fields absent for
 * everyone), the rule asked once for all of them (one query per page or batch, none when every row is
 * the viewer's union's own, or when the rows' query selected the rule's answer already as `seen`:
 * `withSeen`).
 */
export async function seenRows<R extends ListedRow>(
  db: Kysely<Database>,
  viewer: SessionUser,
  rows: readonly (R & { seen?: string[] | null })[],
  lang: Lang,
): Promise<(R & { seen: string[] | null; fullView: FullViewRole | null })[]> {
  if (rows.every((r) => r.seen !== undefined)) return rows.map((r) => narrowRow(r, r.seen ?? null, lang));
  const others = rows.filter((r) => String(r.union_id) !== String(viewer.unionId)).map((r) => String(r.id));
  const seen = new Map<string, string[] | null>();
  if (others.length > 0) {
    const found = await db
      .selectFrom('record')
      .select(['record.id'])
      .select(fieldsSeenSql(viewer).as('seen'))
      .where('record.tenant_id', '=', viewer.tenantId)
      .where('record.id', 'in', others)
      .execute();
    for (const f of found) seen.set(String(f.id), f.seen);
  }
  return rows.map((r) => narrowRow(r, seen.get(String(r.id)) ?? null, lang));
}

/**
 * The viewer's view of one record (its detail, task dialog, documents, files and history): narrowed as
 * a list row is, with `private` fields present to those entitled to its full values (`fullViewSql`).
 */
export async function seenRow(db: Kysely<Database>, viewer: SessionUser, row: RecordRow, lang: Lang): Promise<SeenRow> {
  if (String(row.union_id) === String(viewer.unionId)) return narrowRow(row, null, lang, 'applicant');
  const { seen, fullView } = await recordAccess(db, viewer, String(row.id));
  return narrowRow(row, seen, lang, fullView);
}

/** What the viewer may read of one record: the fields of the rule (`fieldsSeenSql`) and its entitlement to the full values (`fullViewSql`). */
export async function recordAccess(
  db: Kysely<Database>,
  viewer: SessionUser,
  id: string,
): Promise<{ seen: string[] | null; fullView: FullViewRole | null }> {
  const found = await db
    .selectFrom('record')
    .select([fieldsSeenSql(viewer).as('seen'), fullViewSql(viewer).as('full_view')])
    .where('record.tenant_id', '=', viewer.tenantId)
    .where('record.id', '=', id)
    .executeTakeFirst();
  return { seen: found?.seen ?? null, fullView: found?.full_view ?? null };
}

/** The ids of the files the form's file fields hold (of a narrowed form: only those of the fields the viewer sees). */
export function heldFileIds(entry: ModuleEntry, ...forms: readonly (Record<string, unknown> | null)[]): Set<string> {
  return new Set(forms.flatMap((form) => [...filePlaces(entry.fields, form).keys()]));
}

/**
 * Which of a record's files the viewer may list and download: all of them (null) unless its fields
 * are narrowed, then only the files held by the fields it sees (a hidden slot's are as missing). A
 * viewer not entitled to the record's personal data (every list, sheet and zip of many records) is
 * narrowed the same way: the shown form holds no personal slot (`maskForm`), so their files are as missing.
 */
export function filesSeen(row: SeenRow): Set<string> | null {
  const entry = entryOfRecord(row);
  const personalHidden = !row.fullView && entry !== undefined && personalSlots(entry.fields).length > 0;
  if (!row.seen && !personalHidden) return null;
  if (!entry) return new Set();
  return heldFileIds(entry, row.form as Record<string, unknown>, row.submitted_form as Record<string, unknown> | null);
}
