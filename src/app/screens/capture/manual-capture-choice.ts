/**
 * The client's choice on the phone's manual-capture switches (the document camera's "Take the
 * photo myself", the selfie camera's where the definition shows it), kept for the journey under
 * way in the tab's session storage, so that a reload or a camera opened again keeps it. A new
 * journey starts from the defaults.
 */
const KEY = "identityJourney.manualCapture";

export type ManualCaptureCamera = "document" | "selfie";

interface StoredChoice {
  journeyId: string;
  document?: boolean;
  selfie?: boolean;
}

function stored(): StoredChoice | undefined {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(KEY) ?? "null");
    if (value && typeof value === "object" && typeof (value as StoredChoice).journeyId === "string")
      return value as StoredChoice;
  } catch {
    // Storage refused or its value unreadable: the defaults.
  }
  return undefined;
}

/** The choice made on a camera's switch during the journey, if any. */
export function manualCaptureChosen(
  journeyId: string | undefined,
  camera: ManualCaptureCamera,
): boolean | undefined {
  const choice = stored();
  if (!journeyId || choice?.journeyId !== journeyId) return undefined;
  const manual = choice[camera];
  return typeof manual === "boolean" ? manual : undefined;
}

export function rememberManualCapture(
  journeyId: string | undefined,
  camera: ManualCaptureCamera,
  manual: boolean,
): void {
  if (!journeyId) return;
  const before = stored();
  const choice: StoredChoice =
    before?.journeyId === journeyId
      ? { ...before, [camera]: manual }
      : { journeyId, [camera]: manual };
  try {
    sessionStorage.setItem(KEY, JSON.stringify(choice));
  } catch {
    // Not kept: a reload starts from the default, nothing worse.
  }
}
