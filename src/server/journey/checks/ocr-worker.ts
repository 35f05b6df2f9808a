/**
 * The one OCR engine of the process: a tesseract.js worker with the English LSTM model read
 * from the installed @tesseract.js-data/eng package (nothing is downloaded, nothing cached),
 * restricted to the MRZ alphabet. Created on first use and reused; `closeMrzOcr` ends it (the
 * tests' afterAll, a server's shutdown).
 */
import path from "node:path";
import { createRequire } from "node:module";
import { createWorker, OEM, PSM, type Worker } from "tesseract.js";

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
  lines: string[];
  symbols: OcrSymbol[];
  /** Tesseract's mean confidence, 0..100. */
  confidence: number;
}

let worker: Promise<Worker> | undefined;

function languageFolder(): string {
  const require = createRequire(import.meta.url);
  const packageJson = require.resolve("@tesseract.js-data/eng/package.json");
  return path.join(path.dirname(packageJson), "4.0.0_best_int");
}

async function startWorker(): Promise<Worker> {
  const started = await createWorker(
    "eng",
    OEM.LSTM_ONLY,
    { langPath: languageFolder(), cacheMethod: "none", gzip: true },
    // Dictionaries only pull a zone towards English words.
    { load_system_dawg: "0", load_freq_dawg: "0" },
  );
  await started.setParameters({
    tessedit_char_whitelist: MRZ_ALPHABET,
    tessedit_pageseg_mode: PSM.SINGLE_BLOCK,
    // The strips carry no resolution; this is about what their print size amounts to.
    user_defined_dpi: "300",
  });
  return started;
}

/** Reads `png` (a strip of text lines) with the MRZ alphabet; jobs queue on the one worker. */
export async function recognizeMrzText(png: Buffer): Promise<OcrText> {
  worker ??= startWorker().catch((error: unknown) => {
    worker = undefined;
    throw error;
  });
  const { data } = await (await worker).recognize(png, {}, { text: true, blocks: true });
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
  return { lines, symbols, confidence: data.confidence };
}

export async function closeMrzOcr(): Promise<void> {
  const current = worker;
  worker = undefined;
  if (current) await (await current).terminate();
}
