/**
 * The built-in client zone (the default of `CLIENT_ZONE_URL`): `/client-zone/api/autoLogin`
 * takes the final step's form post (token, urlParams) once and shows where the account stands
 * (open once the identity document passed, otherwise waiting for it), with the client's name and
 * the application's reference; a used, expired or unknown token gets
 * a clear error. A real broker points CLIENT_ZONE_URL at its own client zone instead.
 */
import type { FastifyInstance } from "fastify";
import { brandForLanguage, isLanguage, type Language } from "../../shared/brand/locales.ts";
import type { ProxyServices } from "../actions/proxy-services.ts";
import { dataOf } from "../actions/application-state.ts";
import { referenceOf } from "../references/reference-of.ts";
import { nameCase } from "../prefill/name-case.ts";

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const MAX_FORM_BYTES = 4096;

/** The page's look, served from our origin (the CSP allows no inline style). */
const ZONE_CSS = `body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;line-height:1.5;color:#0b0c0c;background:#f3f5f8}
header{background:#0b3d91;color:#fff;padding:16px 24px;font-weight:700}
main{max-width:640px;margin:24px auto;padding:24px;background:#fff}
h1{margin-top:0;font-size:1.75rem;line-height:1.2}
@media (max-width:767px){main{margin:12px 8px;padding:16px}}
`;

interface AutoLoginForm {
  token?: string;
  urlParams?: string;
}

export function languageOfUrlParams(urlParams: unknown): Language {
  const lang = typeof urlParams === "string" ? new URLSearchParams(urlParams).get("lang") : null;
  return lang && isLanguage(lang) ? lang : "en";
}

/** The client's name to greet them by, written as names are even where it was kept in capitals. */
export function clientNameOf(personal: Readonly<Record<string, unknown>>): string {
  return [personal.firstName, personal.lastName]
    .filter((part): part is string => typeof part === "string")
    .map(nameCase)
    .join(" ");
}

export async function registerBuiltInClientZone(
  app: FastifyInstance,
  services: ProxyServices,
): Promise<void> {
  await app.register(
    (zone, _options, done) => {
      // Only this plugin reads HTML forms; the proxy itself speaks JSON.
      zone.addContentTypeParser(
        "application/x-www-form-urlencoded",
        { parseAs: "string", bodyLimit: MAX_FORM_BYTES },
        (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
      );
      zone.get("/zone.css", (_request, reply) => {
        void reply.header("cache-control", "public, max-age=3600").type("text/css").send(ZONE_CSS);
      });
      zone.post<{ Body: AutoLoginForm }>("/api/autoLogin", async (request, reply) => {
        const language = languageOfUrlParams(request.body?.urlParams);
        const t = (key: string, params?: Record<string, unknown>) =>
          services.translate(language, [`clientZone:${key}`], params);
        reply.header("cache-control", "no-store").type("text/html; charset=utf-8");
        const token = typeof request.body?.token === "string" ? request.body.token : "";
        const applicationId = token ? await services.handover.redeem(token) : undefined;
        if (!applicationId) {
          return reply
            .status(401)
            .send(
              page(language, t("name"), t("refused.title"), `<p>${escape(t("refused.body"))}</p>`),
            );
        }
        const steps = dataOf(await services.store.latestSubmissions(applicationId));
        const personal = steps.personalDataConfirm ?? {};
        const name = clientNameOf(personal);
        // Only a client whose identity document passed has an open account; one who chose to
        // upload it later is told what is left to do.
        const scan = await services.store.latestDocumentScan(applicationId);
        const state = scan?.highLevelResult === "Passed" ? "opened" : "awaitingIdentity";
        return page(
          language,
          t("name"),
          t(`${state}.title`),
          `<p>${escape(t("welcome", { name }))}</p>
${state === "awaitingIdentity" ? `<p>${escape(t("awaitingIdentity.next"))}</p>\n` : ""}<p>${escape(t("reference"))} <strong>${escape(referenceOf(applicationId))}</strong></p>`,
        );
      });
      done();
    },
    { prefix: "/client-zone" },
  );
}

function page(language: Language, zoneName: string, title: string, body: string): string {
  return `<!doctype html>
<html lang="${language}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(title)}</title><link rel="icon" href="/favicon-${brandForLanguage(language)}.svg" type="image/svg+xml"><link rel="stylesheet" href="/client-zone/zone.css"></head>
<body>
<header>${escape(zoneName)}</header>
<main>
<h1>${escape(title)}</h1>
${body}
</main>
</body>
</html>
`;
}
