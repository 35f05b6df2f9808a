/**
 * A broker's own page that embeds the identity journey through the widget's host API, on an
 * origin of its own (a Node server on 127.0.0.1): it loads `/embed/identity-journey.js` and its
 * stylesheet from the onboarding server, mounts the journey in `#identity` with the journey
 * service's address, and gets each scan session from its own server, which asks the onboarding
 * server's scanning-token call (`get-idscan-token`) for the applicant's session, as a broker's
 * back end would. The page's language is its query's `language`. The page keeps what the journey
 * told it in `window.journeyEvents`.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import type { ApiSession, Brand } from "./api-session.ts";

/** The path of the embedding page (e2e/guard.ts watches its console as the product's). */
export const EMBEDDING_PATH = "/embedding-page/";

export interface EmbeddingPageSettings {
  /** The onboarding server, which publishes the host API and hands out scan sessions. */
  onboarding: string;
  /** The journey service's address, as the page gives it to the widget. */
  backendUrl: () => string;
  /** The applicant the page is for now: their brand and onboarding session. */
  applicant: () => { brand: Brand; session: ApiSession };
}

export interface EmbeddingPage {
  origin: string;
  url: string;
  close(): Promise<void>;
}

/** The events the page listens to, each with a priority (the end's two run highest first). */
const LISTENED = [
  "start",
  "progress",
  "end",
  "cancel",
  "TCCDISAGREE",
  "uploadSucceeded",
  "uploadFailed",
  "uploadException",
];

function pageHtml(settings: EmbeddingPageSettings, language: string): string {
  const embed = `${settings.onboarding}/embed`;
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Broker</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="${embed}/identity-journey.css">
</head>
<body>
<main>
<h1>Broker</h1>
<div id="identity"></div>
</main>
<script type="module">
import { mountIdentityJourney } from "${embed}/identity-journey.js";
window.journeyEvents = [];
const journey = mountIdentityJourney({
  container: "#identity",
  backendUrl: ${JSON.stringify(settings.backendUrl())},
  language: ${JSON.stringify(language)},
  document: "passport",
  scanSession: async (definitionId) => {
    const answer = await fetch("scan-session", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ definitionId }),
    });
    return answer.json();
  },
});
for (const event of ${JSON.stringify(LISTENED)})
  journey.on(event, () => window.journeyEvents.push(event));
journey.on("end", () => window.journeyEvents.push("end, first by priority"), 10);
</script>
</body>
</html>`;
}

/** Asks the onboarding server for a scan session of the applicant, as the broker's server does. */
async function scanSession(settings: EmbeddingPageSettings, body: string): Promise<string> {
  const { definitionId } = JSON.parse(body || "{}") as { definitionId?: string };
  const { brand, session } = settings.applicant();
  const answer = await fetch(`${settings.onboarding}/api/form/${brand.version}/get-idscan-token`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      languageCode: brand.languageCode,
      token: session.token,
      ...(definitionId === undefined ? {} : { definitionId }),
    }),
  });
  return answer.text();
}

export async function startEmbeddingPage(settings: EmbeddingPageSettings): Promise<EmbeddingPage> {
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://127.0.0.1");
    if (request.method === "GET" && url.pathname === EMBEDDING_PATH) {
      const language = url.searchParams.get("language") ?? "en";
      response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
      response.end(pageHtml(settings, /^[a-z]{2}$/.test(language) ? language : "en"));
      return;
    }
    if (request.method === "POST" && url.pathname === `${EMBEDDING_PATH}scan-session`) {
      let body = "";
      request.on("data", (chunk: Buffer) => (body += chunk.toString()));
      request.on("end", () => {
        scanSession(settings, body).then(
          (answer) => {
            response.writeHead(200, { "content-type": "application/json" });
            response.end(answer);
          },
          () => {
            response.writeHead(502);
            response.end();
          },
        );
      });
      return;
    }
    response.writeHead(404);
    response.end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    url: `${origin}${EMBEDDING_PATH}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
