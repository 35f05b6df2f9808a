/**
 * The journey service's HTTP API, in the shape the journey widget expects of its backend
 * (`{backendUrl}idscanenterprisesvc/…`): the journey's result, and the upload of a capture as
 * multipart form data. Every call carries the scan token in `Authorization`; the token names
 * the journey, its application and its session, so a browser reaches its own journey only, and
 * only while that session lives and its application is not handed over. A hand-off phone's
 * session reads the result without the values read off the document; once it has ended (the
 * desktop went on without the phone), the phone's calls are told so (`handoffEnded`).
 */
import multipart from "@fastify/multipart";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Language } from "../../shared/brand/locales.ts";
import { intlTagOf, isLanguage } from "../../shared/brand/locales.ts";
import type { ServerTranslate } from "../i18n/server-translator.ts";
import type { ScanAuthorizer } from "./live-scan-claims.ts";
import { RETRY_AFTER_SECONDS } from "../http/database-unavailable.ts";
import { JourneyError } from "./journey-contracts.ts";
import type { JourneyService } from "./journey-service.ts";
import type { LivenessService } from "./liveness/liveness-service.ts";
import { registerLivenessRoutes } from "./liveness/liveness-routes.ts";

export interface JourneyRoutesOptions {
  service: JourneyService;
  liveness: LivenessService;
  /** The scan token's claims while its session lives. */
  authorize: ScanAuthorizer;
  translate: ServerTranslate;
  /** The largest upload accepted, in bytes. */
  maxUploadBytes: number;
}

const STATUS_OF: Record<string, number> = {
  notAuthorized: 401,
  handoffEnded: 410,
  journeyNotFound: 404,
  journeyEnded: 409,
  journeyBusy: 409,
  applicationSubmitted: 409,
  storageUnavailable: 503,
  notAnImage: 400,
  malformedUpload: 400,
  damagedImage: 400,
  tooManyPixels: 413,
  fileTooBig: 413,
  unsupportedType: 415,
  sameSide: 422,
  wrongSide: 422,
  notAtLiveness: 409,
  livenessChallengeNotFound: 409,
};

export async function registerJourneyRoutes(
  app: FastifyInstance,
  prefix: string,
  options: JourneyRoutesOptions,
): Promise<void> {
  const { service, authorize, translate } = options;
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
            globalError: translate(language, [`identityJourney:errors.${code}`], {
              size: megabytes(options.maxUploadBytes, language),
            }),
          });
      const languageOf = (query: unknown): Language => {
        const value = (query as { lang?: unknown } | undefined)?.lang;
        return typeof value === "string" && isLanguage(value) ? value : "en";
      };

      scope.get("/idscanenterprisesvc/journey/get", async (request, reply) => {
        const language = languageOf(request.query);
        const claims = await authorize(request.headers.authorization);
        if ("refused" in claims) return refuse(reply, claims.refused, language);
        const journeyId = (request.query as { journeyId?: unknown }).journeyId;
        if (journeyId !== claims.journeyId) return refuse(reply, "journeyNotFound", language);
        if (claims.submitted) return refuse(reply, "applicationSubmitted", language);
        try {
          const result = await service.result(claims.journeyId, claims.applicationId, {
            readValues: claims.scope !== "documents",
          });
          return await reply.header("cache-control", "no-store").send(result);
        } catch (error) {
          if (error instanceof JourneyError) return refuse(reply, error.code, language);
          throw error;
        }
      });

      scope.post("/idscanenterprisesvc/journey/upload", async (request, reply) => {
        const language = languageOf(request.query);
        const claims = await authorize(request.headers.authorization);
        if ("refused" in claims) return refuse(reply, claims.refused, language);
        if (claims.submitted) return refuse(reply, "applicationSubmitted", language);
        if (!request.isMultipart()) return refuse(reply, "notAnImage", language);
        try {
          const answer = await service.capture(claims.journeyId, claims.applicationId, () =>
            uploadedFile(request),
          );
          return await reply
            .header("cache-control", "no-store")
            .send({ status: "success", ...answer });
        } catch (error) {
          return refuseJourneyError(error, request, reply, language);
        }
      });

      /** A journey error as its refusal; any other error is the server's. */
      const refuseJourneyError = (
        error: unknown,
        request: FastifyRequest,
        reply: FastifyReply,
        language: Language,
      ) => {
        if (!(error instanceof JourneyError)) throw error;
        if (error.code === "storageUnavailable") {
          request.log.error(error.cause, "a capture could not be kept");
          reply.header("retry-after", String(RETRY_AFTER_SECONDS));
        }
        return refuse(
          reply,
          error.code === "imageRefused" ? (error.detail ?? "notAnImage") : error.code,
          language,
        );
      };

      registerLivenessRoutes(scope, {
        liveness: options.liveness,
        authorize,
        languageOf,
        refuse,
        refuseJourneyError,
        uploadedFile,
      });
    },
    { prefix },
  );
}

/**
 * The file of a multipart upload. A file cut at the size limit is refused whether or not the
 * plugin noticed (it checks only as chunks arrive, so a cut that falls between two chunks goes
 * unremarked); a body that is not the multipart data its header announces (no boundary, cut
 * short) is the client's fault, not the server's.
 */
export async function uploadedFile(request: FastifyRequest): Promise<Buffer> {
  const refused = (reason: string) => new JourneyError("imageRefused", reason);
  let file;
  let bytes: Buffer;
  try {
    file = await request.file();
    if (!file) throw refused("notAnImage");
    bytes = await file.toBuffer();
  } catch (error) {
    if (error instanceof JourneyError) throw error;
    const code = (error as { code?: string }).code;
    throw refused(code === "FST_REQ_FILE_TOO_LARGE" ? "fileTooBig" : "malformedUpload");
  }
  if (file.file.truncated) throw refused("fileTooBig");
  return bytes;
}

/** A size in megabytes as the language writes numbers: 10, 7.5, 7,5. */
function megabytes(bytes: number, language: Language): string {
  return new Intl.NumberFormat(intlTagOf(language), { maximumFractionDigits: 1 }).format(
    bytes / (1024 * 1024),
  );
}
