/**
 * The phone's live hints against the server's verdicts on the fixture corpus: each photo, scaled
 * down to the working width as the camera's frames are, earns the live warning that matches the
 * server's quality reason, and a photo the server finds of good quality earns none (so the camera
 * takes by itself what the server would take). The one difference is a tilted document: the
 * server turns it upright before measuring; a frame is measured as it lies (docs/DECISIONS.md).
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
  fixtures: { file: string; expected: { reasons: string[] } }[];
};

const LIVE_OF_REASON: Record<string, LiveWarning> = {
  documentNotFound: "notInFrame",
  tooSmall: "tooFar",
  blurred: "blur",
  glare: "glare",
};
/** Measured as it lies, the tilted card's outline is not a rectangle: the live view asks to re-frame it. */
const TILTED = "id-card-back-tilted-passed.jpg";

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
  it.each(fixtures.filter((fixture) => fixture.file !== TILTED))(
    "$file: the warning of the server's quality reason, or none",
    async ({ file, expected }) => {
      const wanted = expected.reasons.flatMap((reason) => LIVE_OF_REASON[reason] ?? []);
      expect(await liveWarningsOf(file)).toEqual(wanted);
    },
  );

  it("asks to re-frame a tilted document the server would turn upright", async () => {
    expect(await liveWarningsOf(TILTED)).toEqual(["notInFrame"]);
  });
});
