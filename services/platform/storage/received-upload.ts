import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { AppError, badRequest, type MessageKey } from '../core';
import type { UploadKind } from './file-types';
import type { ObjectStorage } from './object-storage';
import { EmptyUploadError, sniffUpload, UploadTooLargeError, type SniffedUpload } from './upload-stream';

// Every upload route receives its file through these three steps, so each refuses alike: the field
// `file` and the rule in data.errors, the message in the request's language, nothing stored.

/** A refusal of the upload's `file` with its own status (413, 415). */
const fileRefused = (status: number, key: MessageKey, rule: string) =>
  new AppError(status, key, { field: 'file', rule }, { errors: [{ field: 'file', rule, message: '' }] });

/** The error the client reads for a failure of the upload's stream; anything else as it was. */
function refusalOf(err: unknown): unknown {
  if (err instanceof UploadTooLargeError) return fileRefused(413, 'tooLarge', 'maxSize');
  if (err instanceof EmptyUploadError) return badRequest('file', 'empty', 'ruleEmpty', { field: 'file' });
  return err;
}

/** The request's file part, named `file`: 415 for a body that is not multipart, 400 when there is none. */
export async function requiredFile(request: FastifyRequest): Promise<MultipartFile> {
  if (!request.isMultipart()) throw fileRefused(415, 'fileType', 'multipart');
  const file = await request.file();
  if (!file || file.fieldname !== 'file') throw badRequest('file', 'required', 'required', { field: 'file' });
  return file;
}

/**
 * The upload's type from its first bytes (never its name or the client's header), the rest still a
 * stream: 400 when it is empty, 413 over the size limit, 415 when its type is not of `kind`.
 */
export async function typedUpload(file: MultipartFile, kind: UploadKind): Promise<SniffedUpload> {
  const upload = await sniffUpload(file.file, kind).catch((err: unknown) => {
    throw refusalOf(err);
  });
  if (!upload) throw fileRefused(415, 'fileType', 'fileType');
  return upload;
}

/**
 * Streams the upload to `key`, then runs `record` with its size (the row that names the object, if
 * any). When either fails (the client gone, the size limit passed half way, the row refused) the
 * object is removed: a failed upload leaves nothing behind.
 */
export async function storeUpload<T>(
  storage: ObjectStorage,
  key: string,
  upload: SniffedUpload,
  record: (size: number) => Promise<T>,
): Promise<T> {
  try {
    const { size } = await storage.putStream(key, upload.body, upload.mime);
    return await record(size);
  } catch (err) {
    await storage.remove(key).catch(() => {});
    throw refusalOf(err);
  }
}
