/**
 * The phone's live hints against the faults of the fixture corpus's document photos: each photo,
 * scaled down to the working width as the camera's frames are, earns the live warning of its
 * fault, and a photo without one earns none (so the camera takes by itself what the server
 * would take). The one difference is a tilted document: the server turns it upright before
 * measuring; a frame is measured as it lies (docs/DECISIONS.md). Things that are not identity
 * documents are the server's to refuse, whatever the live view makes of them.
 */
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { liveWarnings, type LiveWarning } from "../../src/capture/camera/live-quality.ts";
import { measureFrame } from "../../src/shared/document-measures/frame-measures.ts";
import { greyFromRgba } from "../../src/shared/document-measures/grey-from-rgba.ts";
import { WORKING_WIDTH_PX } from "../../src/shared/document-measures/grey-raster.ts";

const CORPUS = path.resolve("tests/fixtures/documents");
const { fixtures } = JSON.parse(fs.readFileSync(path.join(CORPUS, "expected.json"), "utf8")) as {
  fixtures: {
    file: string;
    faults: string[];
    drawn: { object: string | null; tiltDegrees: number };
  }[];
};

const LIVE_OF_FAULT: Record<string, LiveWarning> = {
  notInFrame: "notInFrame",
  tooSmall: "tooFar",
  blurred: "blur",
  glare: "glare",
};
/** Measured as it lies, a tilted card's outline is not a rectangle: the live view asks to re-frame it. */
const TILTED = fixtures
  .filter((fixture) => fixture.drawn.tiltDegrees !== 0 && fixture.drawn.object === null)
  .map((fixture) => fixture.file);

async function liveWarningsOf(file: string): Promise<LiveWarning[]> {
  const source = path.join(CORPUS, file);
  const { width: frameWidth } = await sharp(source).metadata();
  const { data, info } = await sharp(source)
    .resize({ width: WORKING_WIDTH_PX, withoutEnlargement: true })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raster = greyFromRgba(new Uint8Array(data), info.width, info.height);
  return liveWarnings(measureFrame(raster, frameWidth, 250));
}

describe("the live hints on the corpus", () => {
  it.each(
    fixtures.filter((fixture) => !TILTED.includes(fixture.file) && fixture.drawn.object === null),
  )("$file: the warning of the photo's fault, or none", async ({ file, faults }) => {
    const wanted = faults.flatMap((fault) => LIVE_OF_FAULT[fault] ?? []);
    expect(await liveWarningsOf(file)).toEqual(wanted);
  });

  it.each(TILTED)(
    "asks to re-frame %s, tilted, which the server would turn upright",
    async (file) => {
      expect(await liveWarningsOf(file)).toEqual(["notInFrame"]);
    },
  );
});
