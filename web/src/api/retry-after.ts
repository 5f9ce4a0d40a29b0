/**
 * The seconds a `Retry-After` header asks to wait: a number of seconds, or an HTTP date (counted
 * from `now`). Undefined when there is no header or it reads as neither; at least one second.
 */
export function retryAfterSeconds(header: string | null | undefined, now: number = Date.now()): number | undefined {
  const text = header?.trim();
  if (!text) return undefined;
  if (/^\d+$/.test(text)) return Math.max(1, Number(text));
  const at = Date.parse(text);
  if (Number.isNaN(at)) return undefined;
  return Math.max(1, Math.ceil((at - now) / 1000));
}
