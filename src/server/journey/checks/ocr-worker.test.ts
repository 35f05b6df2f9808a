/** The OCR engines' reads, kept by the image's bytes (the worker kept for the Vitest worker's life). */
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { readFixtureImage } from "../../../../scripts/fixtures/document-corpus.ts";
import { recognizeWords } from "./ocr-worker.ts";

/** A grey page of the passport fixture, `turned` upside down or not. */
function pageOf(turned: boolean): Promise<Buffer> {
  const photo = sharp(readFixtureImage({ file: "passport-passed.jpg" }));
  return (turned ? photo.rotate(180) : photo).resize({ width: 900 }).greyscale().png().toBuffer();
}

describe("the OCR engines' reads", () => {
  it("answer the same image again with the first read, frozen, and another image anew", async () => {
    const page = await pageOf(false);
    const first = await recognizeWords(page);
    expect(first.map((word) => word.text)).toContain("PASSPORT");
    // The same bytes in another buffer: the same read, which no caller can change.
    expect(await recognizeWords(Buffer.from(page))).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    expect(Object.isFrozen(first[0]!.box)).toBe(true);
    expect(() => (first as unknown as { text: string }[]).push({ text: "ADDED" })).toThrow(
      TypeError,
    );

    const turned = await recognizeWords(await pageOf(true));
    expect(turned).not.toBe(first);
    expect(turned.map((word) => word.text)).not.toContain("PASSPORT");
  });
});
