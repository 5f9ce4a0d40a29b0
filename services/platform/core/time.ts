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

/** `yyyy-MM-dd HH:mm:ss` in Asia/Shanghai, as every answer carries times. */
export function formatTime(date: Date | null | undefined): string | null {
  return date ? formatter.format(date) : null;
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
