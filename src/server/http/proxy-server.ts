/**
 * The HTTP server: the proxy API under `/api/form/{pl|eu}/…`, the health check, the bot-check
 * challenge, and the built front end under every locale's base path.
 */
import fs from "node:fs";
import path from "node:path";
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply } from "fastify";
import fastifyStatic from "@fastify/static";
import { Ajv } from "ajv";
import {
  contentLanguageOf,
  intlTagOf,
  resolveLocaleFromPath,
  type Language,
} from "../../shared/brand/locales.ts";
import { languageRedirect } from "../../shared/brand/language-param.ts";
import { COMMON_PAYLOAD_SCHEMA, dispatchAction } from "../actions/dispatch-action.ts";
import type { ProxyServices } from "../actions/proxy-services.ts";
import { isDatabaseUnavailable } from "../storage/database-errors.ts";
import { containsNulCharacter } from "./nul-characters.ts";
import { sendDatabaseUnavailable } from "./database-unavailable.ts";
import { registerHealthCheck } from "./health-check.ts";
import {
  answerWithRequestId,
  loggerOptions,
  REQUEST_ID_OPTIONS,
  type LogSettings,
} from "./request-logging.ts";
import { requestTimeoutOptions } from "./request-timeouts.ts";
import { findRoute, resolveRoute, routeForPath } from "../../shared/flow/flow-definition.ts";
import { localisedIndexCache, type IndexTexts } from "./localised-index.ts";
import { routePreloadsOf } from "./route-preloads.ts";
import {
  isHiddenPath,
  isPrecompressedForm,
  loadStaticAssets,
  registerStaticAssets,
} from "./static-assets.ts";
import {
  API_SECURITY_HEADERS,
  contentSecurityPolicy,
  isDataAnswer,
  securityHeaders,
  WEBASSEMBLY_WORKER_PATH,
} from "./security-headers.ts";
import { registerDevOutbox } from "./dev-outbox.ts";
import { registerBuiltInClientZone } from "./built-in-client-zone.ts";
import { registerInfoPages } from "./info-pages/info-pages.ts";
import { registerJourneyRoutes } from "../journey/journey-routes.ts";
import { liveScanClaims } from "../journey/live-scan-claims.ts";
import { registerRequestMetrics } from "../metrics/request-metrics.ts";
import type { ServerMetrics } from "../metrics/server-metrics.ts";

export interface ProxyServerOptions {
  /** Folder of the built front end; without it only the API is served. */
  staticDir?: string | undefined;
  /** The log's settings; no log without them. */
  logger?: LogSettings | undefined;
  /** Where every answer is counted and timed; none without it. */
  metrics?: ServerMetrics | undefined;
}

const BODY_LIMIT_BYTES = 64 * 1024;
const checkCommonPayload = new Ajv({ allErrors: false }).compile(COMMON_PAYLOAD_SCHEMA);

export async function buildProxyServer(
  services: ProxyServices,
  options: ProxyServerOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    ...requestTimeoutOptions(services.config.requestTimeoutMs),
    bodyLimit: BODY_LIMIT_BYTES,
    logger: options.logger ? loggerOptions(options.logger) : false,
    ...REQUEST_ID_OPTIONS,
    trustProxy: trustedProxies(services.config.trustProxy),
  });
  answerWithRequestId(app);
  if (options.metrics) registerRequestMetrics(app, options.metrics);
  const { introVideo } = services.config;
  const pageMedia = {
    videos: [introVideo.desktop, introVideo.mobile],
    images: [introVideo.poster],
    forms: [services.config.clientZone.url],
    connections: [
      services.config.journey.inProcess ? undefined : services.config.journey.backendUrl,
    ],
  };
  const pageHeaders = securityHeaders(contentSecurityPolicy(pageMedia));
  const webAssemblyWorkerHeaders = securityHeaders(
    contentSecurityPolicy(pageMedia, { webAssembly: true }),
  );
  // The proxy speaks JSON only; other bodies are answered 415.
  app.removeContentTypeParser("text/plain");
  const t = (key: string) => services.translate("en", [key]);

  // A callback hook: every answer passes here, and an async one costs a promise each. JSON
  // answers get the API's headers: a page's policy means nothing to them.
  app.addHook("onSend", (request, reply, payload, done) => {
    reply.headers(
      isDataAnswer(reply.getHeader("content-type"))
        ? API_SECURITY_HEADERS
        : WEBASSEMBLY_WORKER_PATH.test(request.url)
          ? webAssemblyWorkerHeaders
          : pageHeaders,
    );
    done(null, payload);
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (isDatabaseUnavailable(error))
      return sendDatabaseUnavailable(services, request, reply, error);
    const status =
      error.statusCode && error.statusCode >= 400 && error.statusCode < 500
        ? error.statusCode
        : 500;
    if (status === 500) request.log.error(error);
    const key =
      error.code === "FST_ERR_CTP_BODY_TOO_LARGE"
        ? "errors:bodyTooLarge"
        : error.code === "FST_ERR_CTP_INVALID_MEDIA_TYPE"
          ? "errors:unsupportedMediaType"
          : status === 500
            ? "errors:unexpected"
            : "errors:badRequest";
    return reply.status(status).send({ status: "error", globalError: t(key) });
  });

  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith("/api/")) {
      return reply.status(404).send({ status: "error", globalError: t("errors:unknownAction") });
    }
    return reply.status(404).type("text/plain; charset=utf-8").send(t("errors:notFound"));
  });

  registerHealthCheck(app, services, (reply) =>
    reply.send({ status: "error", globalError: t("errors:databaseUnavailable") }),
  );

  if (services.config.messaging.devOutbox) registerDevOutbox(app, services.store.database);
  if (services.config.clientZone.builtIn) await registerBuiltInClientZone(app, services);
  registerInfoPages(app, services);
  if (services.config.journey.inProcess)
    await registerJourneyRoutes(app, "/journey-service", {
      service: services.journeys.service,
      liveness: services.journeys.liveness,
      authorize: liveScanClaims(services.journeys.tokens, services.store),
      translate: services.translate,
      maxUploadBytes: services.config.journey.maxUploadBytes,
    });

  app.get("/api/altcha/challenge", async (_request, reply) => {
    reply.header("cache-control", "no-store");
    return services.proofOfWork.challenge();
  });

  app.post<{ Params: { version: string; "*": string } }>(
    "/api/form/:version/*",
    async (request, reply) => {
      const { version } = request.params;
      const action = request.params["*"];
      if (version !== "pl" && version !== "eu") {
        return reply.status(404).send({ status: "error", globalError: t("errors:unknownAction") });
      }
      const body = request.body;
      if (body === null || typeof body !== "object" || Array.isArray(body)) {
        return reply.status(400).send({ status: "error", globalError: t("errors:bodyNotObject") });
      }
      if (containsNulCharacter(body)) {
        return reply.status(400).send({ status: "error", globalError: t("errors:nulCharacter") });
      }
      if (!checkCommonPayload(body)) {
        const field = checkCommonPayload.errors?.[0]?.instancePath.slice(1) || "languageCode";
        return reply
          .status(400)
          .send({ status: "error", globalError: `${t("errors:badCommonField")}: ${field}` });
      }
      const answer = await dispatchAction(
        services,
        version,
        action,
        body as unknown as Record<string, unknown>,
        request.ip,
        `${request.protocol}://${request.host}`,
      );
      reply.header("cache-control", "no-store");
      if (answer.headers) reply.headers(answer.headers);
      return reply.status(answer.httpStatus).send(answer.body);
    },
  );

  if (options.staticDir)
    await serveFrontEnd(
      app,
      options.staticDir,
      indexTextsOf(services, options.staticDir),
      stepSchemaAtOf(services),
    );
  return app;
}

/** A number of trusted hops becomes proxy-addr's test "the first n hops are proxies". */
function trustedProxies(
  setting: false | number | string[],
): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof setting === "number" ? (_address, hop) => hop < setting : setting;
}

/**
 * The page language, title and description each language's `index.html` carries, and the
 * modules its route will load at once.
 */
function indexTextsOf(
  services: ProxyServices,
  staticDir: string,
): (language: Language, stepSchema: string | undefined) => IndexTexts {
  const { locales } = services.files;
  const hasOwnTexts = (language: Language) => Object.keys(locales[language] ?? {}).length > 0;
  const preloads = routePreloadsOf(staticDir);
  return (language, stepSchema) => {
    const lang = intlTagOf(contentLanguageOf(language, hasOwnTexts));
    return {
      lang,
      title: services.translate(language, ["common:pageTitle"]),
      description: services.translate(language, ["common:pageDescription"]),
      preloads: preloads(language, lang, stepSchema),
    };
  };
}

/** The schema of the form step a path shows (`mobile=true` picks the mobile variant). */
function stepSchemaAtOf(services: ProxyServices) {
  const { flow } = services.files;
  return (pathInBase: string, query: string): string | undefined => {
    const route = routeForPath(flow, pathInBase) ?? findRoute(flow, flow.notFoundRoute);
    const device = /(?:^|[?&])mobile=true(?:&|$)/.test(query) ? "mobile" : "desktop";
    return route && resolveRoute(route, device).schema;
  };
}

async function serveFrontEnd(
  app: FastifyInstance,
  staticDir: string,
  textsOf: (language: Language, stepSchema: string | undefined) => IndexTexts,
  stepSchemaAt: (pathInBase: string, query: string) => string | undefined,
): Promise<void> {
  const indexFile = path.join(staticDir, "index.html");
  if (!fs.existsSync(indexFile))
    throw new Error(`${indexFile} is missing: run "npm run build" first`);
  const indexHtml = localisedIndexCache(fs.readFileSync(indexFile, "utf8"), textsOf);
  registerStaticAssets(app, loadStaticAssets(staticDir));
  await app.register(fastifyStatic, {
    root: staticDir,
    index: false,
    wildcard: true,
    // Source maps are not published, even when a build made them: they are answered 404. The
    // precompressed forms are sent as their file's encoding, never as files of their own. Nor
    // are hidden files, as Vite's manifest of the build.
    dotfiles: "ignore",
    allowedPath: (pathName) =>
      !pathName.endsWith(".map") && !isPrecompressedForm(pathName) && !isHiddenPath(pathName),
    setHeaders: (reply, filePath) => {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header("cache-control", immutable ? "public, max-age=31536000, immutable" : "no-cache");
    },
  });
  const sendApp = (url: string, reply: FastifyReply) => {
    const pathname = url.split("?")[0] ?? url;
    const query = url.includes("?") ? url.slice(url.indexOf("?")) : "";
    const resolution = resolveLocaleFromPath(pathname);
    if (!resolution) return reply.callNotFound();
    if (resolution.kind === "redirect") return reply.redirect(resolution.to + query, 302);
    const inLanguage = languageRedirect(pathname, query);
    if (inLanguage) return reply.redirect(inLanguage, 302);
    const step = stepSchemaAt(pathname.slice(resolution.basePath.length) || "/", query);
    reply.header("cache-control", "no-cache");
    return reply.type("text/html; charset=utf-8").send(indexHtml(resolution.locale.language, step));
  };
  app.get("/", (_request, reply) => reply.redirect("/onboarding/", 302));
  for (const route of [
    "/onboarding",
    "/onboarding/*",
    "/:lang/onboarding",
    "/:lang/onboarding/*",
  ]) {
    app.get(route, (request, reply) => sendApp(request.url, reply));
  }
}
