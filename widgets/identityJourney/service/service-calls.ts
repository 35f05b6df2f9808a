/**
 * The journey service's calls a page makes itself, with the scan session's token
 * (`Authorization: Bearer`): a photo's upload (`journey/upload`) and the journey's result
 * (`journey/get`, widget spec §7). The onboarding pages and the embedded widget's host API
 * (`../host/`) send them alike.
 */
import { journeyResultFromWire, type JourneyResult } from "../../../src/capture/journey-result.ts";
import type { ScanSession } from "../../../src/capture/journey-vocabulary.ts";
import type { UploadAnswer } from "../JourneyView.tsx";

/** The journey service's call `path` (`upload`, `get`, `liveness/start`…) for the scan session. */
export const serviceUrl = (session: Pick<ScanSession, "backendUrl">, path: string) =>
  `${session.backendUrl.replace(/\/*$/, "/")}idscanenterprisesvc/journey/${path}`;

/** Sends a photo to the journey service as multipart form data, with the scan token. */
export async function uploadCapture(
  session: ScanSession,
  language: string,
  file: File,
): Promise<UploadAnswer> {
  const form = new FormData();
  form.append("file", file, file.name);
  const response = await fetch(`${serviceUrl(session, "upload")}?lang=${language}`, {
    method: "POST",
    headers: { authorization: `Bearer ${session.gbgToken}` },
    body: form,
  });
  const body = (await response.json().catch(() => ({}))) as {
    journeyId?: unknown;
    reasons?: unknown;
    code?: unknown;
    globalError?: unknown;
  };
  if (!response.ok)
    return {
      ok: false,
      code: typeof body.code === "string" ? body.code : "unexpected",
      ...(typeof body.globalError === "string" ? { message: body.globalError } : {}),
    };
  return {
    ok: true,
    journeyId: typeof body.journeyId === "string" ? body.journeyId : session.journeyId,
    reasons: Array.isArray(body.reasons) ? body.reasons.filter((r) => typeof r === "string") : [],
  };
}

/** The journey's result, or the service's refusal: its status and code, when it gave one. */
export type JourneyResultAnswer =
  { ok: true; result: JourneyResult } | { ok: false; status: number; code: string | undefined };

/** GET `journey/get?journeyId=…` with the scan token. */
export async function fetchJourneyAnswer(
  session: ScanSession,
  journeyId: string,
): Promise<JourneyResultAnswer> {
  const response = await fetch(
    `${serviceUrl(session, "get")}?journeyId=${encodeURIComponent(journeyId)}`,
    { headers: { authorization: `Bearer ${session.gbgToken}` }, cache: "no-store" },
  );
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { code?: unknown };
    const code = typeof body.code === "string" ? body.code : undefined;
    return { ok: false, status: response.status, code };
  }
  return { ok: true, result: journeyResultFromWire(await response.json()) };
}
