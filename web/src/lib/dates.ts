const pad = (n: number) => String(n).padStart(2, '0');

/** A local date as yyyy-MM-dd. */
export function isoDate(date: Date = new Date()): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The server's yyyy-MM-dd HH:mm:ss for the start of a yyyy-MM-dd day. */
export function dayStart(day: string): string {
  return `${day} 00:00:00`;
}

/** The server's yyyy-MM-dd HH:mm:ss for the end of a yyyy-MM-dd day. */
export function dayEnd(day: string): string {
  return `${day} 23:59:59`;
}

/** The yyyy-MM-dd day of a server time, for date inputs. */
export function dayOf(time: string | undefined): string {
  return time ? time.slice(0, 10) : '';
}
