/**
 * Reads a document's machine-readable zone offline: cuts the strip the band finder located,
 * lays the character grid over it (fillers told from the image), reads the other cells with
 * OCR, corrects OCR confusions by the zone's layout, and parses it. A read is accepted only when
 * every check digit passes. Falls back to plain OCR text when no grid fits.
 */
import type { PixelRect } from "./grey-raster.ts";
import type { DocumentKind } from "../../../shared/document-measures/document-region.ts";
import { findMrzBand } from "./mrz-band.ts";
import { mrzCellGrid, type MrzGridLine } from "./mrz-cell-grid.ts";
import { characterHints, type CharacterHint } from "./mrz-height-hints.ts";
import { TD1_LAYOUT, TD3_LAYOUT, type MrzFormat, type MrzLayout } from "./mrz-layout.ts";
import { correctMrzLines, type MrzCorrection } from "./mrz-ocr-correction.ts";
import { recognizeMrzText, type OcrSymbol } from "./ocr-worker.ts";
import { parseMrzLines, type ParsedMrz } from "./mrz-parse.ts";
import { cutStrip, fromStripPng, inkMask, stripPng } from "./mrz-strip.ts";

export interface MrzRead {
  format: MrzFormat;
  /** The zone as read and corrected (empty when no text was found). */
  lines: string[];
  /** Every check digit passed and every character was read. */
  accepted: boolean;
  /** Failed checks: documentNumber, birthDate, expiryDate, personalNumber, composite. */
  failedChecks: string[];
  /** Character cells OCR gave nothing for. */
  unreadCharacters: number;
  corrections: MrzCorrection[];
  /** 0..1: OCR's mean confidence in the characters x the share of check digits that passed. */
  confidence: number;
  parsed: ParsedMrz | undefined;
  durationMs: number;
}

export interface ZoneLocation {
  /** The strip around the zone, in the photo's pixels. */
  rect: PixelRect;
  /** Height of a zone line's print, in the photo's pixels. */
  lineHeightPx: number;
}

const LAYOUT_OF: Record<DocumentKind, MrzLayout> = { card: TD1_LAYOUT, passport: TD3_LAYOUT };
const UNREAD = "?";

const agrees = (text: string, hint: CharacterHint) =>
  hint === undefined || (hint === "digit") === /[0-9]/.test(text);

/**
 * Each character cell's OCR symbol (of several in one cell, the most confident one that agrees
 * with the cell's hint); fillers from the grid; UNREAD where OCR gave none.
 */
function assembleLines(
  grid: readonly MrzGridLine[],
  symbols: readonly OcrSymbol[],
  hints: readonly CharacterHint[][],
) {
  const candidates = grid.map((line) => line.cells.map((): OcrSymbol[] => []));
  for (const symbol of symbols) {
    const x = fromStripPng(symbol.x);
    const y = fromStripPng(symbol.y);
    const lineIndex = grid.findIndex((line) => y >= line.top && y <= line.bottom);
    const line = grid[lineIndex];
    if (!line || symbol.text.length !== 1) continue;
    const column = Math.round((x - line.firstCentre) / line.pitch);
    if (line.cells[column] === "character") candidates[lineIndex]![column]!.push(symbol);
  }
  const confidences: number[] = [];
  const lines = grid.map((line, lineIndex) =>
    line.cells
      .map((cell, column) => {
        if (cell === "filler") return "<";
        const inCell = candidates[lineIndex]![column]!.sort((a, b) => b.confidence - a.confidence);
        const hint = hints[lineIndex]?.[column];
        const chosen = inCell.find((symbol) => agrees(symbol.text, hint)) ?? inCell[0];
        if (!chosen) return UNREAD;
        confidences.push(chosen.confidence);
        return chosen.text;
      })
      .join(""),
  );
  const meanConfidence = confidences.length
    ? confidences.reduce((a, b) => a + b, 0) / confidences.length
    : 0;
  return { lines, meanConfidence };
}

async function ocrZone(image: Buffer, zone: ZoneLocation, kind: DocumentKind) {
  const layout = LAYOUT_OF[kind];
  const strip = await cutStrip(image, zone.rect, zone.lineHeightPx);
  const band = findMrzBand(strip, kind, 1);
  if (!band) return undefined;
  const mask = inkMask(strip, band.inkThreshold);
  const grid =
    band.lines.length === layout.lineCount
      ? mrzCellGrid(mask, band.lines, layout.lineLength)
      : undefined;
  const ocr = await recognizeMrzText(await stripPng(mask, grid));
  if (!grid) return { lines: ocr.lines, meanConfidence: ocr.confidence, unread: 0, hints: [] };
  const hints = characterHints(grid, layout);
  const assembled = assembleLines(grid, ocr.symbols, hints);
  const unread = assembled.lines.join("").split(UNREAD).length - 1;
  // Unread cells become fillers so the layout still lines up; the read is refused anyway.
  const lines = assembled.lines.map((line) => line.replaceAll(UNREAD, "<"));
  return { lines, meanConfidence: assembled.meanConfidence, unread, hints };
}

/** Reads the zone at `zone` of a document of `kind` in `image`. */
export async function readMrz(
  image: Buffer,
  zone: ZoneLocation,
  kind: DocumentKind,
  now: Date,
): Promise<MrzRead> {
  const started = performance.now();
  const layout = LAYOUT_OF[kind];
  const ocr = await ocrZone(image, zone, kind);
  const corrected = ocr ? correctMrzLines(ocr.lines, layout, ocr.hints) : undefined;
  const parsed = corrected ? parseMrzLines(corrected.lines, now) : undefined;
  const checkCount = layout.checks.length;
  const failedChecks = parsed ? parsed.failedChecks : layout.checks.map((check) => check.name);
  const unreadCharacters = ocr?.unread ?? 0;
  return {
    format: layout.format,
    lines: corrected?.lines ?? [],
    accepted: parsed !== undefined && failedChecks.length === 0 && unreadCharacters === 0,
    failedChecks,
    unreadCharacters,
    corrections: corrected?.corrections ?? [],
    confidence:
      ((ocr?.meanConfidence ?? 0) / 100) * ((checkCount - failedChecks.length) / checkCount),
    parsed,
    durationMs: performance.now() - started,
  };
}
