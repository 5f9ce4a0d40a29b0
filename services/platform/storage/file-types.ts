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
 * What the object-storage endpoint (`oss/endpoint/put-file`) keeps: the documents a record may carry
 * and the images a browser shows (an avatar may be a GIF or a WebP too).
 */
const STORED_FILE_TYPES = new Set<string>([...DOCUMENT_TYPES, 'image/gif', 'image/webp']);

/** The sets of types beyond the specification's groups, by the name an upload route asks for. */
const UPLOAD_SETS = { document: DOCUMENT_TYPES, storedFile: STORED_FILE_TYPES } as const;

/** The types an upload may have: a group of the specification, or one of the sets above. */
export type UploadKind = FileTypeGroup | keyof typeof UPLOAD_SETS;

/**
 * The file's real type from its bytes (never its name or the client's header), or null when it is
 * not of `kind`.
 */
export async function detectFileType(body: Buffer, kind: UploadKind): Promise<{ mime: string; ext: string } | null> {
  // Loaded with the first upload, not with the API (its type table is about 2.6 MB of heap).
  const { fileTypeFromBuffer } = await import('file-type');
  const found = await fileTypeFromBuffer(body);
  if (!found) return null;
  // Office files are zip containers; file-type names them precisely when it can.
  const allowed: ReadonlySet<string> | null =
    kind === 'document' || kind === 'storedFile' ? UPLOAD_SETS[kind] : kind === 'any' ? null : new Set<string>(FILE_TYPE_GROUPS[kind]);
  if (allowed && !allowed.has(found.mime)) return null;
  return { mime: found.mime, ext: found.ext };
}
