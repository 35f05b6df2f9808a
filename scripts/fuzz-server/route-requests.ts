/**
 * Requests to the routes a server lists besides the proxy's actions: each route in turn, its
 * parameters filled with plausible and odd values, with odd queries, headers and bodies. The
 * routes that read input of their own get requests of their own: the journey's result and upload
 * (with the session's scan token or a bad one), the client zone's hand-over form. Any other
 * route, a new one included, gets the generic requests.
 */
import type { ServedRoute } from "./route-list.ts";
import { PAGES_ORIGIN, type FuzzTarget } from "./fuzz-servers.ts";
import { JSON_TYPE, type FuzzRequest } from "./fuzz-request.ts";
import { ODD_STRINGS } from "./schema-values.ts";
import type { Random } from "./seeded-random.ts";
import type { Sessions } from "./standing-sessions.ts";
import type { UploadFile, UploadFiles } from "./upload-files.ts";

/** The route the journey's requests take their session from. */
export const JOURNEY_ROUTE = "desktopDocumentUpload";

const PARAMETERS = ["eu-en", "pl", "ru", "eu-pl", "lt", "eu-xx", "EU-EN", "xx", "..", "%00", "😀"];
const WILDCARDS = [
  "",
  "personal-data",
  "login",
  "upload-document",
  "a/b/c",
  "%2e%2e/%2e%2e/etc/passwd",
  "..%2f..%2fpackage.json",
  "%00",
  "%ZZ",
  "index.html",
  "assets/app.js.map",
  "x".repeat(3000),
  "😀/ż",
];
const QUERIES = [
  "",
  "",
  "?mobile=true",
  "?mobile=true&mobile=false",
  "?lang=pl",
  "?a=%ZZ",
  "?recipient=%2B48600000000",
  `?x=${"y".repeat(6000)}`,
  "?__proto__[a]=1",
  "?journeyId[]=1",
];

function header(random: Random): Record<string, string> {
  return random.pick<Record<string, string>>([
    {},
    {},
    { "accept-encoding": random.pick(["br", "gzip", "identity", "br;q=0, gzip;q=0", "*", "x"]) },
    { "if-none-match": random.pick(['"abc"', "*", 'W/"x"', '"'.repeat(50)]) },
    { range: random.pick(["bytes=0-10", "bytes=-5", "bytes=99999999-", "bytes=a-b", "pages=1"]) },
    { origin: random.pick([PAGES_ORIGIN, "https://evil.example", "null"]) },
    { "accept-language": random.pick(["pl", "*", "x".repeat(500)]) },
    {
      origin: PAGES_ORIGIN,
      "access-control-request-method": random.pick(["POST", "DELETE"]),
      "access-control-request-headers": "authorization, x-evil",
    },
  ]);
}

const GENERIC_BODIES: readonly (readonly [string, string | Buffer, string])[] = [
  ["JSON object", '{"languageCode":"EN"}', JSON_TYPE],
  ["malformed JSON", "{", JSON_TYPE],
  ["form", "a=1&b=%ZZ&token=x", "application/x-www-form-urlencoded"],
  ["text", "hello", "text/plain"],
  ["empty", "", JSON_TYPE],
  ["large", "x".repeat(70_000), "application/octet-stream"],
  [
    "multipart without a file",
    '--b\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--b--\r\n',
    "multipart/form-data; boundary=b",
  ],
];

/** A string in a URL; a lone surrogate, which has no UTF-8, as the bytes of one. */
function encodeOdd(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return "%ED%A0%80";
  }
}

/**
 * A route's path with its parameters (`:name`, `*`) filled. A plausible wildcard names a file of
 * the build, which the static file server's own catch-all answers (a path it has no file for is
 * handed to the not-found handler, not counted as its).
 */
export function pathOf(url: string, random: Random, plausible = false): string {
  return url
    .replace(/:[A-Za-z]+/g, () => (plausible ? "eu-en" : random.pick(PARAMETERS)))
    .replace(/\*$/, () => (plausible ? "index.html" : random.pick(WILDCARDS)));
}

/** A body as a browser's form sends one file (multipart/form-data). */
function multipart(
  parts: { name: string; file?: UploadFile; value?: string }[],
  boundary = "----fuzz-boundary",
): { body: Buffer; contentType: string } {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = part.file
      ? `form-data; name="${part.name}"; filename="${part.file.name}"\r\nContent-Type: ${part.file.type}`
      : `form-data; name="${part.name}"`;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n\r\n`));
    chunks.push(part.file ? part.file.bytes : Buffer.from(part.value ?? ""));
    chunks.push(Buffer.from("\r\n"));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

export class RouteRequests {
  constructor(
    private readonly sessions: Sessions,
    private readonly handoverTokens: string[],
    private readonly files: UploadFiles,
    private readonly random: Random,
    /** The largest upload the journey takes, in bytes. */
    private readonly maxUploadBytes: number,
  ) {}

  /** A request to the route as a client would make it, or one with something wrong. */
  request(target: FuzzTarget, route: ServedRoute, plausible: boolean): FuzzRequest {
    const { url } = route;
    if (url.endsWith("/idscanenterprisesvc/journey/get"))
      return this.journeyResult(target, route, plausible);
    if (url.endsWith("/idscanenterprisesvc/journey/upload"))
      return this.journeyUpload(target, route, plausible);
    if (url.endsWith("/client-zone/api/autoLogin")) return this.handover(target, route, plausible);
    return this.generic(target, route, plausible);
  }

  private label(target: FuzzTarget, route: ServedRoute, what: string): string {
    return `${target.name} ${route.method} ${route.url}: ${what}`;
  }

  private generic(target: FuzzTarget, route: ServedRoute, plausible: boolean): FuzzRequest {
    const random = this.random;
    const path = pathOf(route.url, random, plausible);
    const query = plausible ? "" : random.pick(QUERIES);
    const headers = plausible ? {} : header(random);
    const request: FuzzRequest = {
      label: this.label(target, route, plausible ? "plausible" : `${path}${query}`.slice(0, 80)),
      method: route.method,
      url: `${target.origin}${path}${query}`,
      headers,
    };
    if (route.method !== "GET" && route.method !== "HEAD" && route.method !== "OPTIONS") {
      const [kind, body, contentType] = random.pick(GENERIC_BODIES);
      request.label = this.label(target, route, `${kind} body`);
      request.headers["content-type"] = contentType;
      request.body = body;
    }
    return request;
  }

  private journeyAuthorization(plausible: boolean): { kind: string; value?: string } {
    const journey = this.sessions.at(JOURNEY_ROUTE)?.journey;
    if (plausible || this.random() < 0.7)
      return {
        kind: "its scan token",
        ...(journey ? { value: `Bearer ${journey.gbgToken}` } : {}),
      };
    return this.random.pick<{ kind: string; value?: string }>([
      { kind: "no token" },
      { kind: "bad token", value: "Bearer abc.def" },
      { kind: "bad token", value: `Bearer ${"x".repeat(5000)}` },
      { kind: "bad token", value: journey ? `Bearer ${journey.gbgToken.slice(0, -2)}xx` : "x" },
      { kind: "bad token", value: "Basic Zm9vOmJhcg==" },
      { kind: "bad token", value: "Bearer" },
    ]);
  }

  private journeyResult(target: FuzzTarget, route: ServedRoute, plausible: boolean): FuzzRequest {
    const random = this.random;
    const journeyId = this.sessions.at(JOURNEY_ROUTE)?.journey?.journeyId ?? "none";
    const authorization = this.journeyAuthorization(plausible);
    const query = plausible
      ? `?journeyId=${journeyId}`
      : random.pick([
          `?journeyId=${journeyId}`,
          `?journeyId=${journeyId}&lang=${random.pick(["pl", "xx", "", "__proto__"])}`,
          "?journeyId=00000000-0000-0000-0000-000000000000",
          `?journeyId=${journeyId}&journeyId=${journeyId}`,
          `?journeyId=${encodeOdd(random.pick(ODD_STRINGS))}`,
          "",
        ]);
    const basePath = route.url.replace(/\/idscanenterprisesvc.*$/, "");
    return {
      label: this.label(
        target,
        route,
        `${authorization.kind}, ${query.slice(0, 40) || "no query"}`,
      ),
      method: route.method,
      url: `${target.origin}${basePath}/idscanenterprisesvc/journey/get${query}`,
      headers: authorization.value ? { authorization: authorization.value } : {},
    };
  }

  private journeyUpload(target: FuzzTarget, route: ServedRoute, plausible: boolean): FuzzRequest {
    const random = this.random;
    const authorization = this.journeyAuthorization(plausible);
    const headers: Record<string, string> = authorization.value
      ? { authorization: authorization.value }
      : {};
    const url = `${target.origin}${route.url}${plausible ? "" : random.pick(["", "?lang=pl", "?lang=zz"])}`;
    const roll = plausible ? 0 : random();
    let kind: string;
    let body: Buffer | string;
    let contentType: string;
    if (roll < 0.1) {
      const file = this.files.document(random);
      ({ body, contentType } = multipart([{ name: "file", file }]));
      kind = `${file.kind} ${file.name}`;
    } else if (roll < 0.6) {
      const file = this.files.other(random);
      ({ body, contentType } = multipart([{ name: "file", file }]));
      kind = file.kind;
    } else if (roll < 0.62) {
      const bytes = Buffer.alloc(this.maxUploadBytes + 1024, 0xff);
      ({ body, contentType } = multipart([
        { name: "file", file: { kind: "", name: "big.jpg", type: "image/jpeg", bytes } },
      ]));
      kind = "file over the size limit";
    } else {
      const file = this.files.other(random);
      const shaped = random.pick<[string, () => { body: Buffer | string; contentType: string }]>([
        ["no file part", () => multipart([{ name: "note", value: "x" }])],
        [
          "two files",
          () =>
            multipart([
              { name: "file", file },
              { name: "file2", file },
            ]),
        ],
        [
          "many fields",
          () => multipart(Array.from({ length: 9 }, (_, i) => ({ name: `f${i}`, value: "1" }))),
        ],
        ["file under another name", () => multipart([{ name: "photo", file }])],
        [
          "broken multipart",
          () => ({
            body: "--x\r\nContent-Disposition: form-data\r\n\r\n",
            contentType: "multipart/form-data; boundary=x",
          }),
        ],
        ["no boundary", () => ({ body: file.bytes, contentType: "multipart/form-data" })],
        ["raw image", () => ({ body: file.bytes, contentType: file.type })],
        ["JSON", () => ({ body: '{"file":"x"}', contentType: JSON_TYPE })],
        ["empty body", () => ({ body: "", contentType: "multipart/form-data; boundary=b" })],
      ]);
      ({ body, contentType } = shaped[1]());
      kind = shaped[0];
    }
    return {
      label: this.label(target, route, `${kind}, ${authorization.kind}`),
      method: route.method,
      url,
      headers: { ...headers, "content-type": contentType },
      body,
    };
  }

  private handover(target: FuzzTarget, route: ServedRoute, plausible: boolean): FuzzRequest {
    const random = this.random;
    const live = plausible || random() < 0.4;
    const valid = live ? this.handoverTokens.pop() : undefined;
    const urlParams = plausible
      ? "lang=en"
      : random.pick([
          "lang=pl",
          "lang=xx",
          "",
          "lang=",
          "%ZZ",
          "lang=pl&lang=en",
          "x".repeat(3000),
        ]);
    const token = live
      ? (valid ?? "no-token-yet")
      : random.pick(["", "x", "a".repeat(5000), random.pick(ODD_STRINGS), "%00"]);
    const [kind, body, contentType] = plausible
      ? [
          "hand-over form",
          new URLSearchParams({ token, urlParams }).toString(),
          "application/x-www-form-urlencoded",
        ]
      : random.pick<readonly [string, string, string]>([
          [
            "hand-over form",
            new URLSearchParams({ token, urlParams }).toString(),
            "application/x-www-form-urlencoded",
          ],
          [
            "form without a token",
            `urlParams=${encodeOdd(urlParams)}`,
            "application/x-www-form-urlencoded",
          ],
          ["token twice", `token=${encodeOdd(token)}&token=x`, "application/x-www-form-urlencoded"],
          ["token as a list", "token[]=a&token[]=b", "application/x-www-form-urlencoded"],
          ["over-large form", `token=${"t".repeat(5000)}`, "application/x-www-form-urlencoded"],
          ["JSON", JSON.stringify({ token, urlParams }), JSON_TYPE],
          ["text", `token=${token}`, "text/plain"],
          ["empty form", "", "application/x-www-form-urlencoded"],
          [
            "broken percent-encoding",
            "token=%E0%A4%A&urlParams=%",
            "application/x-www-form-urlencoded",
          ],
        ]);
    return {
      label: this.label(
        target,
        route,
        `${kind}${valid && body.includes(valid) ? " (a live token)" : ""}`,
      ),
      method: route.method,
      url: `${target.origin}${route.url}`,
      headers: { "content-type": contentType },
      body,
    };
  }
}
