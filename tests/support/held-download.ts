import { request as httpRequest, type ClientRequest, type IncomingMessage } from 'node:http';
import { BASIC } from './api-client';

/**
 * Starts a GET of `path` on a listening app at `base` as the holder of `token`, and reads nothing of
 * the answer once its head came: the answer stays in flight (a file larger than the loopback's
 * socket buffers, some 24 MB) until the test cuts it with `request.destroy()`.
 */
export function heldDownload(base: string, path: string, token: string): Promise<{ request: ClientRequest; response: IncomingMessage }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(new URL(path, base), { headers: { authorization: BASIC, 'miidc-auth': `bearer ${token}` } });
    request.on('response', (response) => {
      response.pause();
      resolve({ request, response });
    });
    request.on('error', reject);
    request.end();
  });
}
