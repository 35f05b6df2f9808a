/**
 * The offline assessment of one photo of a journey, given what the journey asks for (a first
 * photo, or a card's back after its front): finds the thing in the photo, tells an identity
 * card's front, its back and a passport page from anything else, measures the photo's quality,
 * reads the machine-readable zone or the front's wording, and turns the findings into a
 * high-level result with reasons, check outcomes, scores and the extracted fields. Two photos
 * are refused at once, before any OCR where possible and at no attempt's cost: the front again
 * where its back is asked for, and a card's back where its front is.
 */
import {
  checkOutcomes,
  decideResult,
  type AssessedResult,
  type AssessmentFindings,
  type AssessmentReason,
  type CheckName,
  type CheckOutcome,
  type PhotoSubject,
  type QualityReason,
} from "./assessment-rules.ts";
import { inkShare, portraitShare } from "./document-content.ts";
import {
  loadDocumentChecksConfig,
  type DocumentChecksConfig,
  type DocumentCheckThresholds,
} from "./document-checks-config.ts";
import { measureDocumentPhoto, type DocumentPhotoMeasures } from "./document-photo-measures.ts";
import { readDocumentText } from "./document-text.ts";
import { readWords, type WordsReading } from "./front-recognition.ts";
import { readMrz, type MrzRead } from "./mrz-reader.ts";
import { hashDistance, perceptualHash, perceptualHashTurned } from "./perceptual-hash.ts";
import { sidesMatch, zoneFindings, type FrontFindings } from "./zone-findings.ts";

export type { FrontFindings } from "./zone-findings.ts";

/** What the journey asks for: its first photo, or a card's back after `front` passed. */
export type CaptureExpectation =
  { action: "IDENTITY:FRONT" } | { action: "IDENTITY:BACK"; front: FrontFindings | undefined };

export interface AssessOptions extends Partial<Omit<DocumentChecksConfig, "thresholds">> {
  /** Any subset; the rest from config/document-checks.json. */
  thresholds?: Partial<DocumentCheckThresholds>;
  /** The day expiry and age are judged on. @default new Date() */
  now?: Date;
  /** @default the journey's first photo */
  expectation?: CaptureExpectation;
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
  /** Share of the document that is print, 0..1. */
  ink: number;
};

export interface DocumentAssessmentResult {
  highLevelResult: AssessedResult;
  documentSide: "Front" | "Back";
  /** "Passport", "IdentityCard", "ResidencePermit", ... when known; else undefined. */
  documentType: string | undefined;
  issuingCountryCode: string | undefined;
  scores: DocumentScores;
  reasons: AssessmentReason[];
  /** Each check's outcome; a check the photo never reached is skipped or not needed. */
  checks: Record<CheckName, CheckOutcome>;
  /** Label-catalogue fields read (FirstName, BirthDate, MrzLine1, ...). */
  extracted: Record<string, string>;
  /** The zone read, when one was (check digits, corrections, timing). */
  mrz: MrzRead | undefined;
  /** The photo's perceptual hash (16 hex digits), when a document was found. */
  perceptualHash: string | undefined;
  /** What a recognised card front leaves for its back to be compared with. */
  front: FrontFindings | undefined;
  durationMs: number;
}

/** A photo refused before it is judged: it costs no attempt and is not kept. */
export interface SideRefusal {
  refusal: "sameSide" | "wrongSide";
  durationMs: number;
}

export const isRefusal = (
  outcome: DocumentAssessmentResult | SideRefusal,
): outcome is SideRefusal => "refusal" in outcome;

export async function assessDocument(
  image: Buffer,
  options: AssessOptions = {},
): Promise<DocumentAssessmentResult | SideRefusal> {
  const started = performance.now();
  const defaults = loadDocumentChecksConfig();
  const config: DocumentChecksConfig = {
    ...defaults,
    ...withoutUndefined(options),
    thresholds: { ...defaults.thresholds, ...options.thresholds },
  };
  const { thresholds } = config;
  const now = options.now ?? new Date();
  const expectation = options.expectation ?? { action: "IDENTITY:FRONT" };
  const asFront = expectation.action === "IDENTITY:FRONT";
  /** What the front left, where the back is asked for. */
  const wantsBack = expectation.action === "IDENTITY:BACK" ? expectation.front : undefined;
  const refuse = (refusal: SideRefusal["refusal"]): SideRefusal => ({
    refusal,
    durationMs: performance.now() - started,
  });

  const measures = await measureDocumentPhoto(image, thresholds.saturatedLevel);
  const scores: DocumentScores = {
    sharpness: measures.sharpness,
    glare: measures.glare,
    resolution: measures.resolution,
    documentFound: measures.documentFound,
    mrzConfidence: 0,
    ink: measures.documentRaster ? inkShare(measures.documentRaster) : 0,
  };
  const hash = measures.documentRaster ? perceptualHash(measures.documentRaster) : undefined;
  const result = (
    findings: AssessmentFindings,
    rest: Partial<DocumentAssessmentResult> = {},
  ): DocumentAssessmentResult => ({
    ...decideResult(findings, config),
    checks: checkOutcomes(findings, config),
    documentSide: findings.subject === "cardBack" ? "Back" : "Front",
    documentType: undefined,
    issuingCountryCode: undefined,
    scores,
    extracted: {},
    mrz: undefined,
    perceptualHash: hash,
    front: undefined,
    ...rest,
    durationMs: performance.now() - started,
  });
  const notADocument = () =>
    result({ documentFound: true, notAnIdentityDocument: true, quality: [], mrzExpected: false });
  const words = async () =>
    readWords(await readDocumentText(measures.image, measures.documentRect!), config, thresholds);

  const region = measures.region;
  if (!region || !measures.documentRaster)
    return result({ documentFound: false, quality: [], mrzExpected: false });
  if (measures.documentFound < thresholds.minDocumentFoundScore) {
    // A thing lying whole in the frame with a clean outline, shaped as no card or passport page
    // (a receipt, a sheet of paper): judged by what it shows, not called missing.
    const { rectangularity, edgeSupport } = region.parts;
    const whole =
      !measures.touchesBorder && rectangularity * edgeSupport >= thresholds.minObjectScore;
    if (!whole) return result({ documentFound: false, quality: [], mrzExpected: false });
    if (scores.ink < thresholds.minInkShare) return notADocument();
    const reading = await words();
    if (reading.identityCard || reading.passport || reading.zoneLike)
      return result({ documentFound: false, quality: [], mrzExpected: false });
    return notADocument();
  }

  if (wantsBack && sameSide(wantsBack, measures, thresholds)) return refuse("sameSide");
  if (scores.ink < thresholds.minInkShare) return notADocument();
  const quality = qualityReasons(measures, thresholds);

  const policy = { ...config, now };
  if (measures.zone) {
    const subject: PhotoSubject = region.kind === "card" ? "cardBack" : "passportPage";
    // A card's back where its front is asked for: refused at once, unless its zone shows a
    // document of a type not accepted, which is judged as such.
    if (subject === "cardBack" && asFront) {
      if (quality.length) return refuse("wrongSide");
      const zone = await readMrz(measures.image, measures.zone, region.kind, now);
      const parsed = zone.accepted ? zone.parsed : undefined;
      const type = parsed && zoneFindings(parsed, policy).documentType;
      if (!parsed || !type || config.acceptedDocumentTypes.includes(type))
        return refuse("wrongSide");
      return judgedZone(zone, subject, undefined);
    }
    if (quality.length) return result({ documentFound: true, quality, subject, mrzExpected: true });
    return judgedZone(
      await readMrz(measures.image, measures.zone, region.kind, now),
      subject,
      wantsBack,
    );
  }

  function judgedZone(
    zone: MrzRead,
    subject: PhotoSubject,
    front: FrontFindings | undefined,
  ): DocumentAssessmentResult {
    scores.mrzConfidence = zone.confidence;
    const parsed = zone.accepted ? zone.parsed : undefined;
    if (!parsed)
      return result({ documentFound: true, quality, subject, mrzExpected: true }, { mrz: zone });
    const read = zoneFindings(parsed, policy);
    return result(
      {
        documentFound: true,
        quality,
        subject,
        mrzExpected: true,
        mrz: read.mrz,
        sidesMatch: sidesMatch(front, parsed, read.documentType),
      },
      {
        documentType: read.documentType,
        issuingCountryCode: parsed.issuingState,
        extracted: parsed.extracted,
        mrz: zone,
      },
    );
  }

  // No zone: what the document's wording says it is decides, before its photo's quality.
  const reading = await words();
  const card = region.kind === "card";
  if (card && wantsBack && reading.identityCard) return refuse("sameSide");
  if (card && asFront && reading.zoneLike && !reading.identityCard) return refuse("wrongSide");
  const known = reading.identityCard || reading.passport || reading.zoneLike;
  if (!known && reading.sureWords >= thresholds.minSureWords) return notADocument();
  if (quality.length) return result({ documentFound: true, quality, mrzExpected: false });
  if (!card || !asFront)
    return result({
      documentFound: true,
      quality,
      subject: card ? "cardBack" : "passportPage",
      mrzExpected: true,
    });
  return judgedFront(reading);

  function judgedFront(read: WordsReading): DocumentAssessmentResult {
    const portrait = read.front?.portrait ?? config.defaultPortrait;
    if (!read.identityCard)
      return result({
        documentFound: true,
        quality,
        subject: "cardFront",
        mrzExpected: false,
        front: { issuingState: undefined, numberRead: false },
      });
    if (portraitShare(measures.documentRaster!, portrait) < thresholds.minPortraitShare)
      return notADocument();
    const numberPrinted = read.front?.documentNumber !== undefined;
    const issuingState = read.front?.issuingState;
    const numberRead = !numberPrinted || read.documentNumbers.length > 0;
    const findings: AssessmentFindings = {
      documentFound: true,
      quality,
      subject: "cardFront",
      mrzExpected: false,
      front: { issuingState, numberRead },
    };
    const passed = decideResult(findings, config).highLevelResult === "Passed";
    return result(findings, {
      documentType: "IdentityCard",
      issuingCountryCode: issuingState,
      extracted: passed
        ? {
            ...(read.documentNumbers[0] ? { DocumentNumber: read.documentNumbers[0] } : {}),
            ...(issuingState ? { IssuingStateCode: issuingState } : {}),
          }
        : {},
      front: passed
        ? {
            perceptualHash: hash!,
            issuingState,
            documentNumbers: read.documentNumbers,
            numberPrinted,
          }
        : undefined,
    });
  }
}

function qualityReasons(
  measures: DocumentPhotoMeasures,
  thresholds: DocumentCheckThresholds,
): QualityReason[] {
  const quality: QualityReason[] = [];
  if (measures.sharpness < thresholds.minSharpness) quality.push("blurred");
  if (measures.glare > thresholds.maxGlareShare) quality.push("glare");
  if (measures.resolution < thresholds.minDocumentWidthPx) quality.push("tooSmall");
  return quality;
}

/** The photo shows the front again: its hash, as it lies or turned half round, near the front's. */
function sameSide(
  front: FrontFindings,
  measures: DocumentPhotoMeasures,
  thresholds: DocumentCheckThresholds,
): boolean {
  const raster = measures.documentRaster!;
  return (
    Math.min(
      hashDistance(front.perceptualHash, perceptualHash(raster)),
      hashDistance(front.perceptualHash, perceptualHashTurned(raster)),
    ) <= thresholds.maxSameSideDistance
  );
}

function withoutUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(value).filter(([, entry]) => entry !== undefined),
  ) as Partial<T>;
}
