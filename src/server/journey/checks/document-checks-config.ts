/**
 * The document checks' settings, kept as data in config/document-checks.json (documented in
 * config/document-checks.md) so compliance can change them without code: the thresholds, the
 * accepted document types, the supported issuing countries, which MRZ document codes are which
 * type, the minimum age, and how each state's identity card front and any passport are known.
 */
import fs from "node:fs";
import path from "node:path";
import type { FractionBox } from "./document-content.ts";
import { PROJECT_ROOT } from "../../config/project-root.ts";

export const DOCUMENT_CHECKS_CONFIG_FILE = path.join(PROJECT_ROOT, "config/document-checks.json");

export interface DocumentCheckThresholds {
  /** Variance of the Laplacian of the document at 640 px wide; below it: blurred. @default 200 */
  minSharpness: number;
  /** Share (0..1) of saturated pixels in the document; above it: glare. @default 0.01 */
  maxGlareShare: number;
  /** Grey level (0..255) from which a pixel counts as saturated. @default 250 */
  saturatedLevel: number;
  /** Width of the document in the photo, in pixels; below it: too small. @default 600 */
  minDocumentWidthPx: number;
  /** Document-found score (0..1); below it: no document found. @default 0.6 */
  minDocumentFoundScore: number;
  /**
   * Rectangularity x edge support (0..1) of a thing that stands out but is shaped as neither an
   * ID-1 card nor a passport page; at or above it the thing is judged by what it shows.
   * @default 0.7
   */
  minObjectScore: number;
  /** Share (0..1) of a document that is print; below it: a blank sheet. @default 0.003 */
  minInkShare: number;
  /** Share (0..1) of a card's portrait place holding a picture; below it: none. @default 0.2 */
  minPortraitShare: number;
  /**
   * Words OCR must read surely (three or more characters, `minWordConfidence`) to say that a
   * thing without an identity document's wording is not one. @default 4
   */
  minSureWords: number;
  /** OCR's confidence (0..100) from which a word counts as read surely. @default 70 */
  minWordConfidence: number;
  /**
   * Bits (of 64) by which the perceptual hashes of two photos may differ for them to show the
   * same side: where the back is asked for, such a photo is the front again. @default 12
   */
  maxSameSideDistance: number;
}

/** How the front of one state's identity card is known. */
export interface IdentityCardFront {
  /** The ICAO 9303 code of the issuing state ("POL", "D"). */
  issuingState: string;
  /** The card's own name as printed on its front ("DOWOD OSOBISTY"). */
  titles: string[];
  /** The state's name as printed ("RZECZPOSPOLITA POLSKA"). */
  stateNames: string[];
  /**
   * The document number as the front prints it: a regular expression over upper-case letters
   * and digits. Absent where the front does not print it.
   * @example "^[A-Z]{3}[0-9]{6}$"
   */
  documentNumber?: string;
  /** Where the portrait is, in fractions of the card's width and height. */
  portrait: FractionBox;
}

export interface DocumentChecksConfig {
  thresholds: DocumentCheckThresholds;
  /** Document types that may pass, e.g. ["Passport", "IdentityCard"]. */
  acceptedDocumentTypes: string[];
  /** ICAO 9303 issuing-state codes that may pass ("D" for Germany, "POL", ...). */
  supportedCountries: string[];
  /**
   * Document type by MRZ document code: the two-character code is looked up first, then its
   * first letter; a code in neither is "Unknown".
   * @example { "P": "Passport", "I": "IdentityCard", "AR": "ResidencePermit" }
   */
  documentTypesByCode: Record<string, string>;
  /** Age in years, on the day of the check, from which a document's holder may pass. @default 18 */
  minimumAge: number;
  /** The identity card fronts known state by state. */
  identityCardFronts: IdentityCardFront[];
  /** Words on the front of any state's identity card ("IDENTITY CARD" on every EU card since 2021). */
  identityCardTitles: string[];
  /** Where a card's portrait is looked for when its state has no entry of its own. */
  defaultPortrait: FractionBox;
  /** Words naming a passport, in the supported states' languages. */
  passportTitles: string[];
}

const THRESHOLD_NAMES = [
  "minSharpness",
  "maxGlareShare",
  "saturatedLevel",
  "minDocumentWidthPx",
  "minDocumentFoundScore",
  "minObjectScore",
  "minInkShare",
  "minPortraitShare",
  "minSureWords",
  "minWordConfidence",
  "maxSameSideDistance",
] as const satisfies readonly (keyof DocumentCheckThresholds)[];

const isStringArray = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === "string");

/** Checks the shape of a parsed settings document; throws naming the first wrong entry. */
export function validateDocumentChecksConfig(value: unknown): DocumentChecksConfig {
  const config = value as Partial<Record<keyof DocumentChecksConfig, unknown>> | null;
  const thresholds = config?.thresholds as Record<string, unknown> | undefined;
  for (const name of THRESHOLD_NAMES) {
    const threshold = thresholds?.[name];
    if (typeof threshold !== "number" || !Number.isFinite(threshold) || threshold < 0)
      throw new Error(`thresholds.${name} must be a number of at least 0`);
  }
  if (!isStringArray(config?.acceptedDocumentTypes))
    throw new Error("acceptedDocumentTypes must be a list of type names");
  if (!isStringArray(config.supportedCountries))
    throw new Error("supportedCountries must be a list of ICAO state codes");
  const codes = config.documentTypesByCode as Record<string, unknown> | undefined;
  if (
    !codes ||
    typeof codes !== "object" ||
    !Object.values(codes).every((v) => typeof v === "string")
  )
    throw new Error("documentTypesByCode must map document codes to type names");
  if (typeof config.minimumAge !== "number" || !Number.isInteger(config.minimumAge))
    throw new Error("minimumAge must be a whole number of years");
  if (!isStringArray(config.identityCardTitles) || !isStringArray(config.passportTitles))
    throw new Error("identityCardTitles and passportTitles must be lists of words");
  if (!isFractionBox(config.defaultPortrait))
    throw new Error("defaultPortrait must be a box of fractions: left, top, width, height");
  if (!Array.isArray(config.identityCardFronts))
    throw new Error("identityCardFronts must be a list of card fronts");
  config.identityCardFronts.forEach((front: unknown, index) => validateFront(front, index));
  return config as DocumentChecksConfig;
}

function isFractionBox(value: unknown): value is FractionBox {
  const box = value as Record<string, unknown> | null;
  return (
    box !== null &&
    typeof box === "object" &&
    (["left", "top", "width", "height"] as const).every(
      (side) => typeof box[side] === "number" && box[side] >= 0 && box[side] <= 1,
    )
  );
}

function validateFront(value: unknown, index: number): void {
  const front = value as Partial<Record<keyof IdentityCardFront, unknown>> | null;
  const at = `identityCardFronts[${index}]`;
  if (typeof front?.issuingState !== "string" || !/^[A-Z]{1,3}$/.test(front.issuingState))
    throw new Error(`${at}.issuingState must be an ICAO state code`);
  if (!isStringArray(front.titles) || front.titles.length === 0)
    throw new Error(`${at}.titles must list the card's names`);
  if (!isStringArray(front.stateNames)) throw new Error(`${at}.stateNames must be a list`);
  if (!isFractionBox(front.portrait)) throw new Error(`${at}.portrait must be a box of fractions`);
  if (front.documentNumber !== undefined) {
    const pattern = front.documentNumber;
    const compiles = () => {
      try {
        return typeof pattern === "string" && new RegExp(pattern) instanceof RegExp;
      } catch {
        return false;
      }
    };
    if (!compiles()) throw new Error(`${at}.documentNumber must be a regular expression`);
  }
}

let cached: DocumentChecksConfig | undefined;

/** The settings file, read and checked once. */
export function loadDocumentChecksConfig(file = DOCUMENT_CHECKS_CONFIG_FILE): DocumentChecksConfig {
  if (file !== DOCUMENT_CHECKS_CONFIG_FILE)
    return validateDocumentChecksConfig(JSON.parse(fs.readFileSync(file, "utf8")));
  cached ??= validateDocumentChecksConfig(JSON.parse(fs.readFileSync(file, "utf8")));
  return cached;
}

/** The document type an MRZ document code stands for under `table`. */
export function documentTypeOf(documentCode: string, table: Record<string, string>): string {
  return table[documentCode] ?? table[documentCode.charAt(0)] ?? "Unknown";
}
