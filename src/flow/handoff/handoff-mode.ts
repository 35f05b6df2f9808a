/**
 * The phone hand-off mode of a tab: a phone that opened the desktop's QR code ("qr") or the link
 * of its text message ("sms"). Kept in session storage for the tab's life, like the device, so a
 * reload or a route change still knows it; the capture screens read it as the query the journey
 * expects (`mobile=true` / `qrCode=true`). No dependencies beyond types, so start-up can read it.
 */
export type HandoffMode = "qr" | "sms";

export const HANDOFF_KEY = "onboarding.handoff";

/** The mode a hand-off link names: `qrCode=true` for the QR code, `mobile=true` for the SMS. */
export function handoffModeOfLink(search: string): HandoffMode {
  return new URLSearchParams(search).get("qrCode") === "true" ? "qr" : "sms";
}

export function storedHandoffMode(): HandoffMode | undefined {
  const stored = sessionStorage.getItem(HANDOFF_KEY);
  return stored === "qr" || stored === "sms" ? stored : undefined;
}

export function keepHandoffMode(mode: HandoffMode): void {
  sessionStorage.setItem(HANDOFF_KEY, mode);
}

/**
 * The query the capture journey reads to know it runs on a hand-off phone (spec §4 "Journey
 * end": back to the desktop when the query has mobile=true or qrCode=true): `qrCode=true` for a
 * QR hand-off, `mobile=true` for an SMS one, empty on any other tab.
 */
export function handoffQuery(state: {
  readonly handoff?: HandoffMode | undefined;
}): URLSearchParams {
  const query = new URLSearchParams();
  if (state.handoff === "qr") query.set("qrCode", "true");
  if (state.handoff === "sms") query.set("mobile", "true");
  return query;
}
