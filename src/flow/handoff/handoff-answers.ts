/**
 * What the desktop's polls answer, read into what the screen does next (spec §4 "Waiting for
 * picture (desktop)", "QR hand-off"; the hand-off contract's `mobile-desktop-is-completed` and
 * `mobile-qr-code-scan`).
 */
import type { ProxyAnswer } from "../proxy-request.ts";
import { asksForRestart } from "../../shared/proxy/proxy-answer.ts";

/** Where the phone's journey result can be read: the desktop's own scan token for it. */
export interface PhoneJourney {
  journeyId: string;
  backendUrl: string;
  gbgToken: string;
}

export type WaitingOutcome =
  | { kind: "waiting" }
  | { kind: "journeyEnded"; journey: PhoneJourney }
  | { kind: "skipped" }
  | { kind: "restart"; answer: ProxyAnswer }
  | { kind: "error"; message: string | undefined };

const text = (value: unknown): string | undefined =>
  typeof value === "string" && value !== "" ? value : undefined;

/** The message an error answer carries (older answers put it in `error`, spec §8). */
function messageOf(answer: ProxyAnswer): string | undefined {
  return text(answer.globalError) ?? text(answer.error);
}

export function readWaitingAnswer(answer: ProxyAnswer): WaitingOutcome {
  if (asksForRestart(answer)) return { kind: "restart", answer };
  if (answer.status !== "success") return { kind: "error", message: messageOf(answer) };
  if (answer.isDesktopWaiting !== false) return { kind: "waiting" };
  const content = (answer.dataContent ?? {}) as Record<string, unknown>;
  const journeyId = text(content.journeyId);
  const backendUrl = text(content.backendUrl);
  const gbgToken = text(content.gbgToken);
  if (journeyId && backendUrl && gbgToken)
    return { kind: "journeyEnded", journey: { journeyId, backendUrl, gbgToken } };
  if (Number(content.skipHybridUpload) === 1) return { kind: "skipped" };
  // Not waiting, yet nothing to read: the phone's end has not been written in full; ask again.
  return { kind: "waiting" };
}

/** The page after the phone's journey: its result Passed, or anything else (a failed fetch too). */
export function routeAfterPhoneJourney(
  highLevelResult: string | undefined,
): "uploadSucceeded" | "uploadFailed" {
  return highLevelResult === "Passed" ? "uploadSucceeded" : "uploadFailed";
}

export type QrScanOutcome =
  { kind: "scanned" } | { kind: "notYet" } | { kind: "restart"; answer: ProxyAnswer };

export function readQrScanAnswer(answer: ProxyAnswer): QrScanOutcome {
  if (asksForRestart(answer)) return { kind: "restart", answer };
  return answer.status === "success" && answer.isQrCodeScan === true
    ? { kind: "scanned" }
    : { kind: "notYet" };
}
