/**
 * The QR method (spec §2, §4, §9): a QR code (200 px, error correction H) of the phone's address,
 * `mobile-qr-code-url`, with a loader until it arrives; while it shows, the scan is asked every
 * 4 s (`mobile-qr-code-scan`) and, once the phone has opened it, the desktop waits for the phone.
 * The code is good for a limited time (the answer says how long): a minute before its end a new
 * one replaces it by itself, and "Show a new QR code" replaces it at once (the earlier code is
 * then refused on a phone as replaced), so the code on the screen always opens.
 */
import { useEffect, useState } from "react";
import { QRCodeSVG } from "qrcode.react";
import { ONBOARDING_FLOW } from "../../../flow/flow-file.ts";
import { readQrScanAnswer } from "../../../flow/handoff/handoff-answers.ts";
import { QR_SCAN_POLL_MS, startPolling } from "../../../flow/handoff/polling.ts";
import { callProxy } from "../../../flow/proxy-client.ts";
import { followAnswer, goToRoute } from "../../follow-answer.ts";
import { useAppContext } from "../../session-context.ts";

export const QR_SIZE_PX = 200;
/** A new code is shown this long before the one on the screen stops opening. */
export const QR_RENEW_BEFORE_MS = 60_000;
/** How long a code is good for when the answer does not say (the server's ten minutes). */
const DEFAULT_CODE_LIFE_MS = 10 * 60_000;

type QrAddress =
  { kind: "loading" } | { kind: "ready"; url: string; renewInMs: number } | { kind: "failed" };

/** When to show a new code: a minute before the end, or halfway through a shorter life. */
function renewInMs(expiresInMs: unknown): number {
  const life =
    typeof expiresInMs === "number" && expiresInMs > 0 ? expiresInMs : DEFAULT_CODE_LIFE_MS;
  return life > 2 * QR_RENEW_BEFORE_MS ? life - QR_RENEW_BEFORE_MS : life / 2;
}

export function QrCodePanel() {
  const { state, translator } = useAppContext();
  const [address, setAddress] = useState<QrAddress>({ kind: "loading" });
  const [attempt, setAttempt] = useState(0);
  const t = (key: string) => translator.t(`handoff:phoneNumber.qr.${key}`);

  useEffect(() => {
    // Each call makes a new one-time code and revokes the earlier ones: only the last answer shows.
    let current = true;
    callProxy(state, "mobile-qr-code-url", {}).then(
      (answer) => {
        if (!current) return;
        if (answer.status === "success" && typeof answer.mobileQrUrl === "string")
          setAddress({
            kind: "ready",
            url: answer.mobileQrUrl,
            renewInMs: renewInMs(answer.mobileQrExpiresInMs),
          });
        else if (answer.restart) followAnswer(state, ONBOARDING_FLOW, answer);
        else setAddress({ kind: "failed" });
      },
      () => current && setAddress({ kind: "failed" }),
    );
    return () => {
      current = false;
    };
  }, [state, attempt]);

  // The code on the screen is replaced before it stops opening, for as long as the page is open.
  const renewIn = address.kind === "ready" ? address.renewInMs : undefined;
  const shownUrl = address.kind === "ready" ? address.url : undefined;
  useEffect(() => {
    if (renewIn === undefined || shownUrl === undefined) return;
    const timer = setTimeout(() => setAttempt((n) => n + 1), renewIn);
    return () => clearTimeout(timer);
  }, [renewIn, shownUrl]);

  const ready = address.kind === "ready";
  useEffect(() => {
    if (!ready) return;
    const poller = startPolling(
      async () => {
        const outcome = readQrScanAnswer(await callProxy(state, "mobile-qr-code-scan", {}));
        if (outcome.kind === "notYet") return "continue";
        if (outcome.kind === "restart") followAnswer(state, ONBOARDING_FLOW, outcome.answer);
        else goToRoute(state, ONBOARDING_FLOW, "mobileDesktopIsCompleted");
        return "stop";
      },
      { everyMs: QR_SCAN_POLL_MS },
    );
    return () => poller.stop();
  }, [state, ready]);

  return (
    <div className="handoff-qr">
      <h2>{t("heading")}</h2>
      <ol className="handoff-qr__steps">
        <li>{t("step1")}</li>
        <li>{t("step2")}</li>
        <li>{t("step3")}</li>
      </ol>
      <div className="handoff-qr__code" aria-busy={address.kind === "loading"}>
        {address.kind === "ready" ? (
          <>
            <QRCodeSVG
              value={address.url}
              size={QR_SIZE_PX}
              level="H"
              marginSize={4}
              role="img"
              aria-label={t("image")}
            />
            <button type="button" className="button" onClick={() => setAttempt((n) => n + 1)}>
              {t("newCode")}
            </button>
          </>
        ) : address.kind === "loading" ? (
          <div className="handoff-qr__loading" role="status">
            <span className="loader__spinner" aria-hidden="true" />
            <span>{t("preparing")}</span>
          </div>
        ) : (
          <div role="alert">
            <p>{t("failed")}</p>
            <button
              type="button"
              className="button"
              onClick={() => {
                setAddress({ kind: "loading" });
                setAttempt((n) => n + 1);
              }}
            >
              {t("retry")}
            </button>
          </div>
        )}
      </div>
    </div>
  );
}
