/**
 * The OCR engines of the process: tesseract.js workers with the English LSTM model read from the
 * installed @tesseract.js-data/eng package (nothing is downloaded, nothing cached). One reads
 * machine-readable zones (restricted to their alphabet, a block of lines); one reads a
 * document's printed words, or a page's lines, wherever they lie. Each is created on first use and
 * reused; its reads run one at a time, and one that takes longer than a minute (a worker's thread
 * stuck) has the worker replaced and is read again (hang-guarded-worker.ts). They live as long as
 * the process (a server's, or a Vitest worker's across its test files: each start costs about a
 * second of a core); `closeOcr` ends both, for a script that must exit. A read depends on the
 * image's bytes alone: the same image again (a photo sent twice, cut into the same strip) is
 * answered by the first read (content-cache.ts), frozen so that no caller changes it for the next.
 */
import path from "node:path";
import { createRequire } from "node:module";
import { createWorker, OEM, PSM, type Worker } from "tesseract.js";
import { createContentCache } from "../content-cache.ts";
import { HangGuardedWorker } from "./hang-guarded-worker.ts";

export const MRZ_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789<";

export interface OcrSymbol {
  text: string;
  /** 0..100. */
  confidence: number;
  /** Centre of its box, in the image's pixels. */
  x: number;
  y: number;
}

export interface OcrText {
  lines: readonly string[];
  symbols: readonly OcrSymbol[];
  /** Tesseract's mean confidence, 0..100. */
  confidence: number;
}

export interface OcrWord {
  text: string;
  /** 0..100. */
  confidence: number;
  /** Its box, in the image's pixels. */
  box: { left: number; top: number; right: number; bottom: number };
}

type Purpose = "mrz" | "words";

/**
 * A read of a whole page takes up to a few seconds on a busy machine; a minute without an answer
 * is a worker that will not answer.
 */
const READ_DEADLINE_MS = 60_000;

const workers = new Map<Purpose, HangGuardedWorker<Worker>>();

/** Reads kept of each kind: a few seconds of a core each, a few KiB of text and boxes. */
const READS_KEPT = 64;
const zoneReads = createContentCache<OcrText>(READS_KEPT);
const wordReads = createContentCache<readonly OcrWord[]>(READS_KEPT);
const lineReads = createContentCache<readonly OcrLine[]>(READS_KEPT);

/** `read` frozen through and through: a kept read is handed to every caller of the same image. */
function frozen<T extends object>(read: T): T {
  for (const value of Object.values(read))
    if (typeof value === "object" && value !== null) frozen(value as object);
  return Object.freeze(read);
}

function languageFolder(): string {
  const require = createRequire(import.meta.url);
  const packageJson = require.resolve("@tesseract.js-data/eng/package.json");
  return path.join(path.dirname(packageJson), "4.0.0_best_int");
}

const PARAMETERS: Record<Purpose, Record<string, string>> = {
  mrz: { tessedit_char_whitelist: MRZ_ALPHABET, tessedit_pageseg_mode: PSM.SINGLE_BLOCK },
  // Fields lie anywhere on a card, in short runs: sparse text finds each.
  words: { tessedit_pageseg_mode: PSM.SPARSE_TEXT },
};

async function startWorker(purpose: Purpose): Promise<Worker> {
  const started = await createWorker(
    "eng",
    OEM.LSTM_ONLY,
    { langPath: languageFolder(), cacheMethod: "none", gzip: true },
    // Dictionaries only pull a zone, a name or a number towards English words.
    { load_system_dawg: "0", load_freq_dawg: "0" },
  );
  await started.setParameters({
    ...PARAMETERS[purpose],
    // The images carry no resolution; this is about what their print size amounts to.
    user_defined_dpi: "300",
  });
  return started;
}

function workerFor(purpose: Purpose): HangGuardedWorker<Worker> {
  let worker = workers.get(purpose);
  if (!worker) {
    worker = new HangGuardedWorker({
      start: () => startWorker(purpose),
      end: (started) => started.terminate(),
      deadlineMs: READ_DEADLINE_MS,
    });
    workers.set(purpose, worker);
  }
  return worker;
}

/** Reads `png` (a strip of zone lines) with the MRZ alphabet. */
export function recognizeMrzText(png: Buffer): Promise<OcrText> {
  return zoneReads.get(png, () => readZoneNow(png));
}

async function readZoneNow(png: Buffer): Promise<OcrText> {
  const { data } = await workerFor("mrz").run((worker) =>
    worker.recognize(png, {}, { text: true, blocks: true }),
  );
  const lines = data.text
    .split("\n")
    .map((line) => line.replaceAll(/\s/g, ""))
    .filter((line) => line.length > 0);
  const symbols = (data.blocks ?? []).flatMap((block) =>
    block.paragraphs.flatMap((paragraph) =>
      paragraph.lines.flatMap((line) =>
        line.words.flatMap((word) =>
          word.symbols.map((symbol) => ({
            text: symbol.text,
            confidence: symbol.confidence,
            x: (symbol.bbox.x0 + symbol.bbox.x1) / 2,
            y: (symbol.bbox.y0 + symbol.bbox.y1) / 2,
          })),
        ),
      ),
    ),
  );
  return frozen({ lines, symbols, confidence: data.confidence });
}

/** The printed words of `png` (a document), each with its confidence and box. */
export function recognizeWords(png: Buffer): Promise<readonly OcrWord[]> {
  return wordReads.get(png, () => readWordsNow(png));
}

async function readWordsNow(png: Buffer): Promise<readonly OcrWord[]> {
  const { data } = await workerFor("words").run((worker) =>
    worker.recognize(png, {}, { blocks: true }),
  );
  const words = (data.blocks ?? []).flatMap((block) =>
    block.paragraphs.flatMap((paragraph) =>
      paragraph.lines.flatMap((line) =>
        line.words
          .filter((word) => word.text.trim().length > 0)
          .map((word) => ({
            text: word.text.trim(),
            confidence: word.confidence,
            box: {
              left: word.bbox.x0,
              top: word.bbox.y0,
              right: word.bbox.x1,
              bottom: word.bbox.y1,
            },
          })),
      ),
    ),
  );
  return frozen(words);
}

export interface OcrLine {
  /** Its words, joined by single spaces. */
  text: string;
  /** Its box, in the image's pixels. */
  box: { left: number; top: number; right: number; bottom: number };
}

/** The printed lines of `png` (a page), top to bottom as Tesseract finds its blocks. */
export function recognizeLines(png: Buffer): Promise<readonly OcrLine[]> {
  return lineReads.get(png, () => readLinesNow(png));
}

async function readLinesNow(png: Buffer): Promise<readonly OcrLine[]> {
  const { data } = await workerFor("words").run((worker) =>
    worker.recognize(png, {}, { blocks: true }),
  );
  const lines = (data.blocks ?? []).flatMap((block) =>
    block.paragraphs.flatMap((paragraph) =>
      paragraph.lines
        .map((line) => ({
          text: line.words
            .map((word) => word.text.trim())
            .filter((word) => word.length > 0)
            .join(" "),
          box: { left: line.bbox.x0, top: line.bbox.y0, right: line.bbox.x1, bottom: line.bbox.y1 },
        }))
        .filter((line) => line.text.length > 0),
    ),
  );
  return frozen(lines);
}

/** Ends the OCR workers started so far. */
export async function closeOcr(): Promise<void> {
  const started = [...workers.values()];
  workers.clear();
  await Promise.all(started.map((worker) => worker.end()));
}
