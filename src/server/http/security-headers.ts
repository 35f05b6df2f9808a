/**
 * Headers every answer carries. A page's policy allows no inline script and no eval; an API
 * answer's allows nothing at all. The one script that compiles WebAssembly (the selfie camera's
 * face detector, a worker, whose policy is the one its own script is answered with) may do that
 * and nothing more: 'wasm-unsafe-eval' lets no JavaScript be evaluated.
 */

/** The built worker scripts that compile WebAssembly: the face detector's. */
export const WEBASSEMBLY_WORKER_PATH = /^\/assets\/face-guide-worker-[\w-]+\.js$/;

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
  { webAssembly = false }: { webAssembly?: boolean } = {},
): string {
  const extra = (urls: (string | undefined)[] = []) =>
    [...new Set(urls.map(originOf).filter((o): o is string => o !== undefined))]
      .map((o) => ` ${o}`)
      .join("");
  return [
    "default-src 'self'",
    `script-src 'self'${webAssembly ? " 'wasm-unsafe-eval'" : ""}`,
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

/**
 * The policy of an answer that is data (JSON), not a page: nothing in it may run, load or be
 * framed, should a browser ever be made to render it (OWASP's advice for REST answers).
 */
const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

/** The headers of an API answer of the onboarding server: data only, as above. */
export const API_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  "content-security-policy": API_CONTENT_SECURITY_POLICY,
  "x-content-type-options": "nosniff",
  "referrer-policy": "same-origin",
};

/** Whether an answer of this content type is data rather than something a browser renders. */
export function isDataAnswer(contentType: unknown): boolean {
  return typeof contentType === "string" && contentType.startsWith("application/json");
}

/** The headers of a page or a file the pages load, with the page policy given. */
export function securityHeaders(policy: string): Record<string, string> {
  return {
    "content-security-policy": policy,
    "x-content-type-options": "nosniff",
    "referrer-policy": "same-origin",
    "cross-origin-opener-policy": "same-origin",
    "permissions-policy": "camera=(self), geolocation=(), microphone=()",
  };
}
