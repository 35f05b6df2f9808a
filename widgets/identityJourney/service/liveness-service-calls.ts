/**
 * The liveness calls of the journey service for the liveness view (`../liveness/`):
 * `journey/liveness/start` and `journey/liveness/frame`, with the scan session's token, as a
 * photo's upload is sent (service-calls.ts).
 */
import type { ScanSession } from "../../../src/capture/journey-vocabulary.ts";
import { livenessAnswerOf, type LivenessCalls } from "../liveness/liveness-calls.ts";
import { serviceUrl } from "./service-calls.ts";

async function post(
  session: ScanSession,
  path: string,
  body?: FormData,
): Promise<ReturnType<typeof livenessAnswerOf>> {
  const response = await fetch(serviceUrl(session, `liveness/${path}`), {
    method: "POST",
    headers: { authorization: `Bearer ${session.gbgToken}` },
    ...(body ? { body } : {}),
  });
  const answer = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  return livenessAnswerOf(response.ok, answer, session.journeyId);
}

/** The calls, for the scan session the capture session holds when each is made. */
export function livenessServiceCalls(
  scanSession: () => ScanSession | undefined,
  language: string,
): LivenessCalls {
  const unauthorised = { kind: "failed", code: "notAuthorized" } as const;
  return {
    async start() {
      const session = scanSession();
      if (!session) return unauthorised;
      const answer = await post(session, `start?lang=${language}`);
      return answer.kind === "open" ? { kind: "failed", code: "unexpected" } : answer;
    },
    async frame(challengeId, frame) {
      const session = scanSession();
      if (!session) return unauthorised;
      const form = new FormData();
      form.append("file", frame, "frame.jpg");
      const query = `challengeId=${encodeURIComponent(challengeId)}&lang=${language}`;
      const answer = await post(session, `frame?${query}`, form);
      return answer.kind === "challenge" ? { kind: "failed", code: "unexpected" } : answer;
    },
  };
}
