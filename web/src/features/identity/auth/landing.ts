/** What the guard keeps when it sends someone to /login: the page, and whose session had ended there. */
export interface SavedLanding {
  from?: string;
  /** The user whose session ended on that page; absent for a visitor who was never logged in. */
  savedFor?: string;
}

/**
 * Where a fresh login lands: the kept page when it was kept for this same user (or for a visitor
 * following a link), home otherwise, so that one account never lands on another account's page.
 */
export function landingPath(saved: SavedLanding | null | undefined, userId: string): string {
  const from = saved?.from;
  if (!from || from.startsWith('/login') || from.startsWith('/verify')) return '/';
  if (saved.savedFor !== undefined && saved.savedFor !== userId) return '/';
  return from;
}
