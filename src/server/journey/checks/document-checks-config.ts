/**
 * The document checks' settings, kept as data in config/document-checks.json (documented in
 * config/document-checks.md) so compliance can change them without code: the quality
 * thresholds, the accepted document types, the supported issuing countries, and which MRZ
 * document codes are which type.
 */
import fs from "node:fs";
import path from "node:path";

export const DOCUMENT_CHECKS_CONFIG_FILE = path.resolve(
  import.meta.dirname,
  "../../../../config/document-checks.json",
);

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
}

const THRESHOLD_NAMES = [
  "minSharpness",
  "maxGlareShare",
  "saturatedLevel",
  "minDocumentWidthPx",
  "minDocumentFoundScore",
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
  return config as DocumentChecksConfig;
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
