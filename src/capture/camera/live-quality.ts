/**
 * The live quality warnings of the phone's camera view (widget spec §2, §5): the document not in
 * the frame, too far away (too few pixels), blurred, glare, judged on one frame's measures with
 * the server's thresholds (config/document-checks.json), so that a frame the view accepts is one
 * the server's checks accept too. Only the sharpness threshold differs: the frame is measured at
 * the working width as a whole, so the document in it has fewer pixels than the server's crop
 * scaled to that width, and fewer pixels read sharper (docs/DECISIONS.md, live checks).
 */
import checksJson from "../../../config/document-checks.json";
import type { FrameMeasures } from "../../shared/document-measures/frame-measures.ts";

/** In the order the view names them: the first that applies is the one shown. */
export const LIVE_WARNINGS = ["notInFrame", "tooFar", "blur", "glare"] as const;
export type LiveWarning = (typeof LIVE_WARNINGS)[number];

export interface LiveThresholds {
  minDocumentFoundScore: number;
  minDocumentWidthPx: number;
  minSharpness: number;
  maxGlareShare: number;
  saturatedLevel: number;
}

/**
 * The live sharpness threshold over the server's: a document measured in the whole frame at
 * 640 px (not alone at 640 px, as the server does) has fewer pixels and reads 1.4 to 2.4 times
 * sharper on the fixture corpus (npm run bench:capture -- --calibrate, docs/DECISIONS.md).
 */
export const LIVE_SHARPNESS_FACTOR = 1.5;

const server = checksJson.thresholds;

export const LIVE_THRESHOLDS: LiveThresholds = {
  minDocumentFoundScore: server.minDocumentFoundScore,
  minDocumentWidthPx: server.minDocumentWidthPx,
  minSharpness: server.minSharpness * LIVE_SHARPNESS_FACTOR,
  maxGlareShare: server.maxGlareShare,
  saturatedLevel: server.saturatedLevel,
};

/** Every warning one frame earns; none means the frame is good enough to take. */
export function liveWarnings(
  measures: FrameMeasures,
  thresholds: LiveThresholds = LIVE_THRESHOLDS,
): LiveWarning[] {
  if (measures.documentFound < thresholds.minDocumentFoundScore) return ["notInFrame"];
  const warnings: LiveWarning[] = [];
  if (measures.resolution < thresholds.minDocumentWidthPx) warnings.push("tooFar");
  if (measures.sharpness < thresholds.minSharpness) warnings.push("blur");
  if (measures.glare > thresholds.maxGlareShare) warnings.push("glare");
  return warnings;
}
