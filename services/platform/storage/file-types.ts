import { fileTypeFromBuffer } from 'file-type';

/** The upload type groups of the specification, by the MIME types their content may have. */
export const FILE_TYPE_GROUPS = {
  any: null,
  pdf: ['application/pdf'],
  word: ['application/msword', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'application/x-cfb'],
  excel: ['application/vnd.ms-excel', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'application/x-cfb'],
  zip: ['application/zip'],
  image: ['image/png', 'image/jpeg'],
  jpeg: ['image/jpeg'],
} as const;
export type FileTypeGroup = keyof typeof FILE_TYPE_GROUPS;

/** Documents a record may carry: pdf, word, excel, zip and images, recognised by content. */
const DOCUMENT_TYPES = new Set<string>([
  ...FILE_TYPE_GROUPS.pdf,
  ...FILE_TYPE_GROUPS.word,
  ...FILE_TYPE_GROUPS.excel,
  ...FILE_TYPE_GROUPS.zip,
  ...FILE_TYPE_GROUPS.image,
]);

/**
 * The file's real type from its bytes (never its name or the client's header), or null when it is
 * not in `group`.
 */
export async function detectFileType(body: Buffer, group: FileTypeGroup | 'document'): Promise<{ mime: string; ext: string } | null> {
  const found = await fileTypeFromBuffer(body);
  if (!found) return null;
  // Office files are zip containers; file-type names them precisely when it can.
  const allowed: ReadonlySet<string> | null =
    group === 'document' ? DOCUMENT_TYPES : group === 'any' ? null : new Set<string>(FILE_TYPE_GROUPS[group]);
  if (allowed && !allowed.has(found.mime)) return null;
  return { mime: found.mime, ext: found.ext };
}
