import { formatTime } from '../../../platform/core';
import { zhText as zh } from '../texts';

/** A day as a form prints it (2026年11月23日) from `yyyy-MM-dd…`; the blank 年 月 日 to fill by hand when there is none. */
export function dayText(time: string | null | undefined): string {
  const m = time ? /^(\d{4})-(\d{2})-(\d{2})/.exec(time) : null;
  if (!m) return zh('blankDate');
  return zh('dayOf', { y: m[1]!, m: Number(m[2]), d: Number(m[3]) });
}

/** An event's instant (ISO) as the day it was in Beijing. */
export const dayOfEvent = (at: string): string => dayText(formatTime(new Date(at)));
