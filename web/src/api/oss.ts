import { request, requestBlob } from './http';
import type { Schemas } from './schema-types';

/** Where put-file's links point: a file read back with the auth headers, in the caller's tenant. */
const FILE_DOMAIN = '/api/blade-resource/oss/endpoint/file';

/** What put-file answers (BladeX's BladeFile): `link` is `domain/name`. */
export type StoredFile = Schemas['BladeFile'];

/** The object-storage endpoint of the resource service. */
export const oss = {
  /** Keeps an image or a document (typed by its bytes on the server) and answers where it is read back. */
  putFile: (file: File) => {
    const multipart = new globalThis.FormData();
    multipart.append('file', file);
    return request<StoredFile>('/api/blade-resource/oss/endpoint/put-file', { method: 'POST', multipart });
  },
  /** Whether `link` is a file put-file kept (read with the token), not some other address. */
  isStoredFile: (link: string) => link.startsWith(`${FILE_DOMAIN}/`),
  /** A kept file's bytes, fetched with the auth headers (tokens never go in a URL); no toast when it is gone. */
  file: (link: string) => requestBlob(link, { silent: true }),
};
