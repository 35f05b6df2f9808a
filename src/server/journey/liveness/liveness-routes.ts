/**
 * The liveness calls of the journey service's API (liveness-service.ts), beside the upload and
 * with the same scan token: `journey/liveness/start` opens a challenge at the journey's LIVENESS
 * step and answers its prompts; `journey/liveness/frame?challengeId=…` takes one camera frame as
 * multipart form data and answers the prompt to show now, or the counted attempt.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Language } from "../../../shared/brand/locales.ts";
import type { ScanAuthorizer } from "../live-scan-claims.ts";
import type { LivenessService } from "./liveness-service.ts";

export interface LivenessRoutesOptions {
  liveness: LivenessService;
  authorize: ScanAuthorizer;
  languageOf: (query: unknown) => Language;
  refuse: (reply: FastifyReply, code: string, language: Language) => FastifyReply;
  refuseJourneyError: (
    error: unknown,
    request: FastifyRequest,
    reply: FastifyReply,
    language: Language,
  ) => FastifyReply;
  uploadedFile: (request: FastifyRequest) => Promise<Buffer>;
}

export function registerLivenessRoutes(
  scope: FastifyInstance,
  options: LivenessRoutesOptions,
): void {
  const { liveness, authorize, languageOf, refuse, refuseJourneyError } = options;

  scope.post("/idscanenterprisesvc/journey/liveness/start", async (request, reply) => {
    const language = languageOf(request.query);
    const claims = await authorize(request.headers.authorization);
    if ("refused" in claims) return refuse(reply, claims.refused, language);
    if (claims.submitted) return refuse(reply, "applicationSubmitted", language);
    try {
      const answer = await liveness.start(claims.journeyId, claims.applicationId);
      return await reply.header("cache-control", "no-store").send({ status: "success", ...answer });
    } catch (error) {
      return refuseJourneyError(error, request, reply, language);
    }
  });

  scope.post("/idscanenterprisesvc/journey/liveness/frame", async (request, reply) => {
    const language = languageOf(request.query);
    const claims = await authorize(request.headers.authorization);
    if ("refused" in claims) return refuse(reply, claims.refused, language);
    if (claims.submitted) return refuse(reply, "applicationSubmitted", language);
    if (!request.isMultipart()) return refuse(reply, "notAnImage", language);
    const challengeId = (request.query as { challengeId?: unknown }).challengeId;
    if (typeof challengeId !== "string")
      return refuse(reply, "livenessChallengeNotFound", language);
    try {
      const answer = await liveness.frame(claims.journeyId, claims.applicationId, challengeId, () =>
        options.uploadedFile(request),
      );
      return await reply.header("cache-control", "no-store").send({ status: "success", ...answer });
    } catch (error) {
      return refuseJourneyError(error, request, reply, language);
    }
  });
}
