import { PassThrough, type Writable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';

export const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Answers a workbook that `write` streams into the reply as it is made. Everything that can fail
 * with a status (scope, a missing record) is checked before, so a failure here only ends the stream.
 */
export function sendWorkbook(
  request: FastifyRequest,
  reply: FastifyReply,
  names: { ascii: string; title: string },
  write: (out: Writable) => Promise<void>,
) {
  const out = new PassThrough();
  write(out).catch((err: unknown) => {
    request.log.error({ err }, 'roll-up sheet failed while streaming');
    out.destroy(err instanceof Error ? err : new Error(String(err)));
  });
  return reply
    .type(XLSX)
    .header(
      'content-disposition',
      `attachment; filename="${names.ascii}.xlsx"; filename*=UTF-8''${encodeURIComponent(`${names.title}.xlsx`)}`,
    )
    .header('cache-control', 'no-store')
    .send(out);
}
