/** A menu's link; a menu that opens in a new window carries the route query `target`. */
export function menuHref(path: string, isOpen: boolean): string {
  if (!isOpen) return path;
  return `${path}${path.includes('?') ? '&' : '?'}target=_blank`;
}
