/** The value of cookie `name`, or undefined. */
export function getCookie(name: string): string | undefined {
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

/** Sets cookie `name` for the whole site; `maxAgeSeconds` makes it outlive the browser session. */
export function setCookie(name: string, value: string, maxAgeSeconds?: number): void {
  const age = maxAgeSeconds === undefined ? '' : `; max-age=${Math.max(0, Math.floor(maxAgeSeconds))}`;
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/; SameSite=Lax${age}`;
}

/** Removes cookie `name`. */
export function removeCookie(name: string): void {
  document.cookie = `${name}=; path=/; SameSite=Lax; max-age=0`;
}
