const formatter = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Asia/Shanghai',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hour12: false,
});

/** `yyyy-MM-dd HH:mm:ss` in Asia/Shanghai by `Intl` (the time zone's rules of any year): `formatTime` of the years before 1992. */
export const formatTimeByIntl = (date: Date): string => formatter.format(date);

/** Since 1992 Asia/Shanghai is eight hours ahead of UTC all year (no summer time since 1991). */
const FIXED_OFFSET_SINCE = Date.UTC(1992, 0, 1);
const FIXED_OFFSET_UNTIL = Date.UTC(10000, 0, 1) - 8 * 3600_000;
const two = (n: number) => (n < 10 ? `0${n}` : String(n));

/**
 * `yyyy-MM-dd HH:mm:ss` in Asia/Shanghai, as every answer carries times. A list answers several a
 * row: within the years of the fixed offset the fields are read at UTC+8, which costs a small part of
 * `Intl`'s formatting; any other time (and an invalid one) is `Intl`'s.
 */
export function formatTime(date: Date | null | undefined): string | null {
  if (!date) return null;
  const ms = date.getTime();
  if (!(ms >= FIXED_OFFSET_SINCE && ms < FIXED_OFFSET_UNTIL)) return formatTimeByIntl(date);
  const t = new Date(ms + 8 * 3600_000);
  return `${t.getUTCFullYear()}-${two(t.getUTCMonth() + 1)}-${two(t.getUTCDate())} ${two(t.getUTCHours())}:${two(t.getUTCMinutes())}:${two(t.getUTCSeconds())}`;
}

/** Parses `yyyy-MM-dd HH:mm:ss` or `yyyy-MM-dd` as Asia/Shanghai time; null when it is neither. */
export function parseTime(text: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(text.trim());
  if (!m) return null;
  const iso = `${m[1]}-${m[2]}-${m[3]}T${m[4] ?? '00'}:${m[5] ?? '00'}:${m[6] ?? '00'}+08:00`;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Today's date in Asia/Shanghai as yyyy-MM-dd. */
export function todayInShanghai(now = new Date()): string {
  return formatter.format(now).slice(0, 10);
}
