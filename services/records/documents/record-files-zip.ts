import type { Kysely } from 'kysely';
import type { Readable } from 'node:stream';
import type { Database } from '../../../db';
import type { ZipFile } from './attachments-zip';

/** One record whose files go into a zip: its folder, and the files the viewer may take of it (null: all). */
export interface ZippedRecord {
  id: string;
  folder: string;
  held: ReadonlySet<string> | null;
}

/** One stored file of a record, as a zip names it. */
export interface StoredFile {
  id: string;
  name: string;
  recordId: string;
}

/**
 * The files of `records` as zip entries, one folder per record, in the order of the records and of
 * the uploads; only those each record's `held` allows. `nameOf` names a file within its folder (its
 * uploaded name by default). Shared by the children shape's `tozip` and the innovation `downloadZip`.
 */
export async function recordFilesInZip(
  db: Kysely<Database>,
  open: (objectKey: string) => Promise<Readable | null>,
  tenantId: string,
  records: readonly ZippedRecord[],
  nameOf: (file: StoredFile) => string = (f) => f.name,
): Promise<ZipFile[]> {
  if (records.length === 0) return [];
  const files = await db
    .selectFrom('attachment')
    .select(['name', 'mime', 'object_key', 'record_id', 'id'])
    .where('tenant_id', '=', tenantId)
    .where(
      'record_id',
      'in',
      records.map((r) => r.id),
    )
    .orderBy('id')
    .execute();
  return records.flatMap((r) =>
    files
      .filter((f) => String(f.record_id) === r.id && (r.held === null || r.held.has(String(f.id))))
      .map((f) => ({
        path: [r.folder, nameOf({ id: String(f.id), name: f.name, recordId: r.id })],
        mime: f.mime,
        open: () => open(f.object_key),
      })),
  );
}
