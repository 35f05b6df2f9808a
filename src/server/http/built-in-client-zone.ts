/**
 * The built-in client zone (the default of `CLIENT_ZONE_URL`): `/client-zone/api/autoLogin`
 * takes the final step's form post (token, urlParams) once and shows that the account is open,
 * with the client's name and the application's reference; a used, expired or unknown token gets
 * a clear error. A real broker points CLIENT_ZONE_URL at its own client zone instead.
 */
import type { FastifyInstance } from "fastify";
import { isLanguage, type Language } from "../../shared/brand/locales.ts";
import type { ProxyServices } from "../actions/proxy-services.ts";
import { dataOf } from "../actions/application-state.ts";

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const MAX_FORM_BYTES = 4096;

interface AutoLoginForm {
  token?: string;
  urlParams?: string;
}

export function languageOfUrlParams(urlParams: unknown): Language {
  const lang = typeof urlParams === "string" ? new URLSearchParams(urlParams).get("lang") : null;
  return lang && isLanguage(lang) ? lang : "en";
}

/** A reference a client can quote: the application id's first block, upper-cased. */
export function referenceOf(applicationId: string): string {
  return applicationId.split("-")[0]!.toUpperCase();
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
            .send(page(language, t("refused.title"), `<p>${escape(t("refused.body"))}</p>`));
        }
        const steps = dataOf(await services.store.latestSubmissions(applicationId));
        const personal = steps.personalDataConfirm ?? {};
        const name = [personal.firstName, personal.lastName]
          .filter((part) => typeof part === "string")
          .join(" ");
        return page(
          language,
          t("opened.title"),
          `<p>${escape(t("opened.welcome", { name }))}</p>
<p>${escape(t("opened.reference"))} <strong>${escape(referenceOf(applicationId))}</strong></p>`,
        );
      });
      done();
    },
    { prefix: "/client-zone" },
  );
}

function page(language: Language, title: string, body: string): string {
  return `<!doctype html>
<html lang="${language}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(title)}</title></head>
<body>
<main>
<h1>${escape(title)}</h1>
${body}
</main>
</body>
</html>
`;
}
