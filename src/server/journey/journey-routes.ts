/**
 * The journey service's HTTP API, in the shape the journey widget expects of its backend
 * (`{backendUrl}idscanenterprisesvc/…`): the journey's result, and the upload of a capture as
 * multipart form data. Every call carries the scan token in `Authorization`; the token names
 * the journey and its application, so a browser reaches its own journey only.
 */
import multipart from "@fastify/multipart";
import type { FastifyInstance, FastifyReply } from "fastify";
import type { Language } from "../../shared/brand/locales.ts";
import { isLanguage } from "../../shared/brand/locales.ts";
import type { ServerTranslate } from "../i18n/server-translator.ts";
import type { ScanTokens } from "./scan-token.ts";
import { JourneyError, type JourneyService } from "./journey-service.ts";

export interface JourneyRoutesOptions {
  service: JourneyService;
  tokens: ScanTokens;
  translate: ServerTranslate;
  /** The largest upload accepted, in bytes. */
  maxUploadBytes: number;
}

const STATUS_OF: Record<string, number> = {
  notAuthorized: 401,
  journeyNotFound: 404,
  journeyEnded: 409,
  journeyBusy: 409,
  notAnImage: 400,
  damagedImage: 400,
  tooManyPixels: 413,
  fileTooBig: 413,
  unsupportedType: 415,
};

export async function registerJourneyRoutes(
  app: FastifyInstance,
  prefix: string,
  options: JourneyRoutesOptions,
): Promise<void> {
  const { service, tokens, translate } = options;
  await app.register(
    async (scope) => {
      await scope.register(multipart, {
        limits: { fileSize: options.maxUploadBytes, files: 1, fields: 4, parts: 5 },
      });
      const refuse = (reply: FastifyReply, code: string, language: Language) =>
        reply
          .status(STATUS_OF[code] ?? 400)
          .header("cache-control", "no-store")
          .send({
            status: "error",
            code,
            globalError: translate(language, [`identityJourney:errors.${code}`]),
          });
      const languageOf = (query: unknown): Language => {
        const value = (query as { lang?: unknown } | undefined)?.lang;
        return typeof value === "string" && isLanguage(value) ? value : "en";
      };

      scope.get("/idscanenterprisesvc/journey/get", async (request, reply) => {
        const language = languageOf(request.query);
        const claims = tokens.fromHeader(request.headers.authorization);
        if (!claims) return refuse(reply, "notAuthorized", language);
        const journeyId = (request.query as { journeyId?: unknown }).journeyId;
        if (journeyId !== claims.journeyId) return refuse(reply, "journeyNotFound", language);
        try {
          const result = await service.result(claims.journeyId, claims.applicationId);
          return await reply.header("cache-control", "no-store").send(result);
        } catch (error) {
          if (error instanceof JourneyError) return refuse(reply, error.code, language);
          throw error;
        }
      });

      scope.post("/idscanenterprisesvc/journey/upload", async (request, reply) => {
        const language = languageOf(request.query);
        const claims = tokens.fromHeader(request.headers.authorization);
        if (!claims) return refuse(reply, "notAuthorized", language);
        if (!request.isMultipart()) return refuse(reply, "notAnImage", language);
        let bytes: Buffer;
        try {
          const file = await request.file();
          if (!file) return await refuse(reply, "notAnImage", language);
          bytes = await file.toBuffer();
        } catch (error) {
          if ((error as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE")
            return await refuse(reply, "fileTooBig", language);
          return await refuse(reply, "notAnImage", language);
        }
        try {
          const answer = await service.capture(claims.journeyId, claims.applicationId, bytes);
          return await reply
            .header("cache-control", "no-store")
            .send({ status: "success", ...answer });
        } catch (error) {
          if (error instanceof JourneyError)
            return refuse(
              reply,
              error.code === "imageRefused" ? (error.detail ?? "notAnImage") : error.code,
              language,
            );
          throw error;
        }
      });
    },
    { prefix },
  );
}
