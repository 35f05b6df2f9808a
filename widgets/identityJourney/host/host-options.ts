/**
 * The options a host page mounts the identity journey with, and their checks: each wrong or
 * missing option is refused at once with the catalogue's developer error (host-errors.ts), before
 * anything is drawn or sent.
 */
import { isLanguage, type Language } from "../../../src/shared/brand/locales.ts";
import type { DocumentKind } from "../document-kind.ts";
import { IdentityJourneyError } from "./host-errors.ts";

/** The ways a photo can be taken (widget spec §2), and the one the embedded widget offers. */
export const INPUT_PROVIDERS = ["filesystem", "camera", "scanner"] as const;
export type InputProvider = (typeof INPUT_PROVIDERS)[number];
const EMBEDDED_PROVIDERS: readonly InputProvider[] = ["filesystem"];

const DOCUMENT_KINDS: readonly DocumentKind[] = ["passport", "idCard", "document"];

export interface IdentityJourneyOptions {
  /** The element the journey is drawn in, or a CSS selector of it. */
  container: Element | string;
  /**
   * The journey service's address; its calls are `{backendUrl}idscanenterprisesvc/journey/…`.
   * Relative to the page where it does not start with a scheme.
   */
  backendUrl: string;
  /**
   * The host's scanning-token call (widget spec §7): its server starts a scan session for the
   * applicant and this resolves with the answer as the service gave it (`status`, `gbgToken`,
   * `journeyId`, …), for the definition the applicant chose where the journey select asked.
   */
  scanSession: (definitionId?: string) => Promise<Readonly<Record<string, unknown>>>;
  /** The widget's language, one of the product's 14. @default "en" */
  language?: string;
  /**
   * The input providers the host would have, in its order of preference; the first the embedded
   * widget offers is used. @default ["filesystem"]
   */
  inputProviders?: readonly string[];
  /** The document the applicant chose, which the texts and drawings follow. @default "document" */
  document?: DocumentKind;
}

/** The options once checked: the container found, the defaults filled in. */
export interface HostSettings {
  container: Element;
  backendUrl: string;
  scanSession: IdentityJourneyOptions["scanSession"];
  language: Language;
  inputProvider: InputProvider;
  document: DocumentKind;
}

/** What the checks read of the page: its window (tests give jsdom's). */
export type HostWindow = Pick<Window, "document" | "location"> & Partial<Pick<Window, "fetch">>;

/**
 * Checks the page can run the widget, then each option.
 * @throws IdentityJourneyError with the first problem found.
 */
export function readHostOptions(
  options: unknown,
  /** The page's window; none outside a browser. */
  host: HostWindow | null = typeof window === "undefined" ? null : window,
): HostSettings {
  if (!host || typeof host.document === "undefined")
    throw new IdentityJourneyError("browserOnly", "mountIdentityJourney");
  if (typeof host.fetch !== "function" || typeof FormData !== "function")
    throw new IdentityJourneyError("unsupportedEnvironment", "fetch and FormData are needed");
  if (typeof options !== "object" || options === null)
    throw new IdentityJourneyError("invalidValue", "options");
  const given = options as Partial<Record<keyof IdentityJourneyOptions, unknown>>;
  const container = containerOf(given.container, host.document);
  const backendUrl = backendUrlOf(given.backendUrl, host.location.href);
  if (typeof given.scanSession !== "function")
    throw new IdentityJourneyError("callbackNotFunction", "scanSession");
  const language = given.language ?? "en";
  if (!isLanguage(language)) throw new IdentityJourneyError("invalidValue", "language");
  const document = given.document ?? "document";
  if (!DOCUMENT_KINDS.includes(document as DocumentKind))
    throw new IdentityJourneyError("invalidValue", "document");
  const inputProvider = inputProviderOf(given.inputProviders ?? ["filesystem"]);
  // The preview's crop and the photo's compression draw on a canvas.
  if (!host.document.createElement("canvas").getContext("2d"))
    throw new IdentityJourneyError("canvasContextUnavailable");
  return {
    container,
    backendUrl,
    scanSession: given.scanSession as IdentityJourneyOptions["scanSession"],
    language,
    inputProvider,
    document: document as DocumentKind,
  };
}

function containerOf(value: unknown, document: Document): Element {
  let element: Element | null;
  if (typeof value === "string") {
    try {
      element = document.querySelector(value);
    } catch {
      throw new IdentityJourneyError("containerNotElement", `container "${value}"`);
    }
    if (!element) throw new IdentityJourneyError("containerMissing", `container "${value}"`);
  } else if (isElement(value)) {
    element = value;
  } else {
    throw new IdentityJourneyError("containerNotElement", "container");
  }
  // An element taken out of the page (or never put in) draws nothing a person could see.
  if (!element.isConnected) throw new IdentityJourneyError("containerMissing", "container");
  return element;
}

/** An element of any window (an iframe's elements are not the page's `Element`s). */
function isElement(value: unknown): value is Element {
  return (
    typeof value === "object" &&
    value !== null &&
    (value as Node).nodeType === 1 &&
    typeof (value as Element).getAttribute === "function"
  );
}

function backendUrlOf(value: unknown, page: string): string {
  if (value === undefined || value === null || value === "")
    throw new IdentityJourneyError("backendUrlMissing", "backendUrl");
  if (typeof value !== "string") throw new IdentityJourneyError("invalidValue", "backendUrl");
  let url: URL;
  try {
    url = new URL(value, page);
  } catch {
    throw new IdentityJourneyError("invalidValue", "backendUrl");
  }
  if (url.protocol !== "https:" && url.protocol !== "http:")
    throw new IdentityJourneyError("invalidValue", "backendUrl");
  return url.href;
}

function inputProviderOf(value: unknown): InputProvider {
  if (!Array.isArray(value)) throw new IdentityJourneyError("invalidValue", "inputProviders");
  if (value.length === 0) throw new IdentityJourneyError("inputProviderNotSpecified");
  for (const name of value)
    if (!(INPUT_PROVIDERS as readonly unknown[]).includes(name))
      throw new IdentityJourneyError(
        "inputProviderNotRetrieved",
        `inputProviders "${String(name)}"`,
      );
  const offered = value.find((name: InputProvider) => EMBEDDED_PROVIDERS.includes(name)) as
    InputProvider | undefined;
  if (!offered)
    throw new IdentityJourneyError(
      "inputProviderNotAvailable",
      `inputProviders ${value.join(", ")}`,
    );
  return offered;
}
