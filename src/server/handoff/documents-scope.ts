/**
 * What a hand-off phone's session ("documents" scope) may call: the document steps and the
 * identity journey, never personal data, the phone number, the e-mail or the address. Anything
 * else is refused before it runs (see dispatch-action.ts).
 */
export const DOCUMENT_SCOPE_ACTIONS: ReadonlySet<string> = new Set([
  "get-token",
  "get-dictionaries-list",
  "dc",
  "logout",
  "desktop-document-choice",
  "document/mobile-document-choice",
  "document/mobile-document-upload",
  "get-idscan-token",
  "notify-journey",
  "gbg-status",
  "gbg-stats",
  "upload-outcome",
  "upload-summary",
  "upload-try-again",
  "mobile-qr-code-scan",
  "skip-hybrid-upload",
  "mobile-return-to-desktop",
  "mobile-handoff-status",
]);

/**
 * The routes whose form a phone fills, by their flow names (either device's): a phone's blur
 * check (`validate`) of one of them is answered; of any other step it is refused.
 */
export const DOCUMENT_SCOPE_FORMS: ReadonlySet<string> = new Set([
  "desktopDocumentChoice",
  "mobileDocumentChoice",
]);

/**
 * Actions that read no session, so the scope does not concern them: a phone that still holds an
 * earlier hand-off's token may open a new link.
 */
export const SESSIONLESS_ACTIONS: ReadonlySet<string> = new Set(["mobile-handoff"]);

/** The steps whose answers a documents session is shown: how to upload, and which document. */
export const DOCUMENT_SCOPE_STEPS: readonly string[] = [
  "dataUploadChoice",
  "desktopDocumentChoice",
];

/** Where a phone goes once its part is done or skipped. */
export const PHONE_DONE_ROUTE = "mobileReturnToDesktop";
