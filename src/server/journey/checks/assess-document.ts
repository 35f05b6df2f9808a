/**
 * The offline assessment of one document photo: finds the document, measures sharpness, glare
 * and pixel size on it, tells a card's back (zone) from its front, reads the zone where there is
 * one, and turns the findings into a high-level result with reasons, scores and the extracted
 * fields. A photo that fails on quality is referred without reading its zone: the retake will
 * be read.
 */
import {
  checkOutcomes,
  decideResult,
  type AssessedResult,
  type AssessmentFindings,
  type AssessmentReason,
  type CheckName,
  type CheckOutcome,
  type QualityReason,
} from "./assessment-rules.ts";
import {
  documentTypeOf,
  loadDocumentChecksConfig,
  type DocumentCheckThresholds,
} from "./document-checks-config.ts";
import { measureDocumentPhoto } from "./document-photo-measures.ts";
import { isExpired } from "./mrz-dates.ts";
import { readMrz, type MrzRead } from "./mrz-reader.ts";

export interface AssessOptions {
  /** @default config/document-checks.json acceptedDocumentTypes (["Passport", "IdentityCard"]) */
  acceptedDocumentTypes?: readonly string[];
  /** @default config/document-checks.json supportedCountries (EU, EEA, CH, GB) */
  supportedCountries?: readonly string[];
  /** The day expiry is judged on. @default new Date() */
  now?: Date;
  /** Any subset; the rest from config/document-checks.json. */
  thresholds?: Partial<DocumentCheckThresholds>;
  /** @default config/document-checks.json documentTypesByCode */
  documentTypesByCode?: Record<string, string>;
}

/** A type, not an interface, so that it also fits a plain `Record<string, number>`. */
export type DocumentScores = {
  /** Variance of the Laplacian at the working width (grey levels squared). */
  sharpness: number;
  /** Share of saturated pixels in the document, 0..1. */
  glare: number;
  /** Width of the document in the photo, in pixels (0 when none was found). */
  resolution: number;
  /** How surely a card or passport page was found, 0..1. */
  documentFound: number;
  /** Confidence in the zone read, 0..1 (0 when none was read). */
  mrzConfidence: number;
};

export interface DocumentAssessmentResult {
  highLevelResult: AssessedResult;
  documentSide: "Front" | "Back";
  /** From an accepted zone: "Passport", "IdentityCard", "ResidencePermit", ...; else undefined. */
  documentType: string | undefined;
  issuingCountryCode: string | undefined;
  scores: DocumentScores;
  reasons: AssessmentReason[];
  /** Each check's outcome; a check the photo never reached is skipped or not needed. */
  checks: Record<CheckName, CheckOutcome>;
  /** Label-catalogue fields from an accepted zone (FirstName, BirthDate, MrzLine1, ...). */
  extracted: Record<string, string>;
  /** The zone read, when one was (check digits, corrections, timing). */
  mrz: MrzRead | undefined;
  durationMs: number;
}

export async function assessDocument(
  image: Buffer,
  options: AssessOptions = {},
): Promise<DocumentAssessmentResult> {
  const started = performance.now();
  const config = loadDocumentChecksConfig();
  const thresholds = { ...config.thresholds, ...options.thresholds };
  const policy = {
    acceptedDocumentTypes: options.acceptedDocumentTypes ?? config.acceptedDocumentTypes,
    supportedCountries: options.supportedCountries ?? config.supportedCountries,
  };
  const now = options.now ?? new Date();
  const scores: DocumentScores = {
    sharpness: 0,
    glare: 0,
    resolution: 0,
    documentFound: 0,
    mrzConfidence: 0,
  };
  const result = (
    findings: AssessmentFindings,
    rest: Partial<DocumentAssessmentResult> = {},
  ): DocumentAssessmentResult => ({
    ...decideResult(findings, policy),
    checks: checkOutcomes(findings, policy),
    documentSide: "Front",
    documentType: undefined,
    issuingCountryCode: undefined,
    scores,
    extracted: {},
    mrz: undefined,
    ...rest,
    durationMs: performance.now() - started,
  });

  const measures = await measureDocumentPhoto(image, thresholds.saturatedLevel);
  const region = measures.region;
  scores.documentFound = measures.documentFound;
  if (!region || measures.documentFound < thresholds.minDocumentFoundScore)
    return result({ documentFound: false, quality: [], mrzExpected: false });

  scores.sharpness = measures.sharpness;
  scores.glare = measures.glare;
  scores.resolution = measures.resolution;
  const quality: QualityReason[] = [];
  if (scores.sharpness < thresholds.minSharpness) quality.push("blurred");
  if (scores.glare > thresholds.maxGlareShare) quality.push("glare");
  if (scores.resolution < thresholds.minDocumentWidthPx) quality.push("tooSmall");

  const zone = measures.zone;
  const documentSide = region.kind === "card" && zone ? "Back" : "Front";
  const mrzExpected = region.kind === "passport" || zone !== undefined;
  if (quality.length > 0 || !mrzExpected)
    return result({ documentFound: true, quality, mrzExpected }, { documentSide });

  const mrz = zone ? await readMrz(measures.image, zone, region.kind, now) : undefined;
  scores.mrzConfidence = mrz?.confidence ?? 0;
  const parsed = mrz?.accepted ? mrz.parsed : undefined;
  if (!parsed) return result({ documentFound: true, quality, mrzExpected }, { documentSide, mrz });
  const documentType = documentTypeOf(
    parsed.documentCode.replace(/<$/, ""),
    options.documentTypesByCode ?? config.documentTypesByCode,
  );
  const expiry = parsed.extracted.ExpiryDate;
  const findings: AssessmentFindings = {
    documentFound: true,
    quality,
    mrzExpected,
    mrz: {
      documentType,
      issuingState: parsed.issuingState,
      expired: expiry === undefined || isExpired(expiry, now),
      expiryUnread: expiry === undefined,
    },
  };
  return result(findings, {
    documentSide,
    documentType,
    issuingCountryCode: parsed.issuingState,
    extracted: parsed.extracted,
    mrz,
  });
}
