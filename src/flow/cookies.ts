/**
 * The browser's cookies as the flow reads and writes them. A cookie written without a lifetime of
 * its own lasts the spec's default, one year (spec §9); the tracking cookie asks for 30 days.
 */

/** The lifetime of a cookie that names none: one year, in seconds. */
export const DEFAULT_COOKIE_SECONDS = 31_536_000;

export function readCookie(cookies: string, name: string): string | undefined {
  const match = new RegExp(`(?:^|; )${name}=([^;]*)`).exec(cookies);
  return match?.[1] === undefined ? undefined : decodeURIComponent(match[1]);
}

/** Writes a cookie for the whole site (`Path=/`, `SameSite=Lax`); the value is URI-encoded. */
export function writeCookie(
  name: string,
  value: string,
  maxAgeSeconds: number = DEFAULT_COOKIE_SECONDS,
): void {
  document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${maxAgeSeconds}; Path=/; SameSite=Lax`;
}
