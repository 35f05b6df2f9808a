/**
 * A phone opening the desktop's hand-off link (QR code or text message; the hand-off contract's
 * last paragraph): the code is exchanged for the phone's own session before the usual token
 * check, the token kept, the code taken out of the URL, and the tab remembered as a hand-off
 * phone. A QR phone then tells the desktop it scanned the code. A refused code leaves the
 * application closed: its page says why.
 */
import { callProxy } from "../flow/proxy-client.ts";
import { exchangeHandoffCode, urlWithoutHandoffCode } from "../flow/handoff/handoff-link.ts";
import { repeatUntilDone } from "../flow/handoff/repeat-until-done.ts";
import { refuseHandoff } from "../flow/session-actions.ts";
import { storeHandoff, storeToken, type SessionState } from "../flow/session-store.ts";
import { applyApplicationState } from "./follow-answer.ts";

/** The phone tells the desktop it scanned the QR code every second until heard, for at most 10 s. */
export const QR_SCAN_NOTICE = { everyMs: 1000, maxAttempts: 10 } as const;

/** Lands the tab with the link's code; false when the code was refused (nothing else opens). */
export async function landFromHandoffLink(state: SessionState, code: string): Promise<boolean> {
  const exchange = await exchangeHandoffCode(state, code, window.location.search);
  if (exchange.kind === "refused") {
    refuseHandoff(state, exchange.reason);
    return false;
  }
  storeToken(state, exchange.token);
  storeHandoff(state, exchange.mode);
  if (exchange.state) applyApplicationState(state, exchange.state);
  window.history.replaceState(window.history.state, "", urlWithoutHandoffCode(window.location));
  if (exchange.mode === "qr") notifyQrScanned(state);
  return true;
}

function notifyQrScanned(state: SessionState): void {
  repeatUntilDone(
    () =>
      callProxy(state, "mobile-qr-code-scan", { qrCodeScan: true }).then(
        (answer) => answer.status === "success",
      ),
    QR_SCAN_NOTICE,
  );
}
