/** Headers every answer carries. The policy allows no inline script and no eval. */

/** The origin of an absolute URL, for the policy; paths on our own origin need none. */
function originOf(url: string | undefined): string | undefined {
  if (!url || !/^https?:\/\//.test(url)) return undefined;
  return new URL(url).origin;
}

/**
 * The Content-Security-Policy; media (the intro video) and images (its poster) may also come
 * from the origins of the configured URLs, and forms may be posted to the client zone's.
 */
export function contentSecurityPolicy(
  media: {
    videos?: (string | undefined)[];
    images?: (string | undefined)[];
    /** Where the pages may post forms besides our origin: the client zone's hand-over. */
    forms?: (string | undefined)[];
    /** Where the pages may send requests besides our origin: a separate journey service. */
    connections?: (string | undefined)[];
  } = {},
): string {
  const extra = (urls: (string | undefined)[] = []) =>
    [...new Set(urls.map(originOf).filter((o): o is string => o !== undefined))]
      .map((o) => ` ${o}`)
      .join("");
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    // blob: the photo a client chose, shown back to them before it is uploaded.
    `img-src 'self' data: blob:${extra(media.images)}`,
    "font-src 'self'",
    `connect-src 'self'${extra(media.connections)}`,
    "worker-src 'self'",
    `media-src 'self'${extra(media.videos)}`,
    "object-src 'none'",
    "base-uri 'self'",
    `form-action 'self'${extra(media.forms)}`,
    "frame-ancestors 'none'",
  ].join("; ");
}

export function securityHeaders(policy: string): Record<string, string> {
  return {
    "content-security-policy": policy,
    "x-content-type-options": "nosniff",
    "referrer-policy": "same-origin",
    "cross-origin-opener-policy": "same-origin",
    "permissions-policy": "camera=(self), geolocation=(), microphone=()",
  };
}
