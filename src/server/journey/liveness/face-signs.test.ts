import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { analyseFacesOffThread } from "../face/face-engine.ts";
import { faceSignsOf, type FaceSigns } from "./face-signs.ts";
import { isStraightLook, showsPrompt } from "./liveness-judge.ts";

const FACES = path.join(import.meta.dirname, "../../../../tests/fixtures/faces");
const FRAMES = path.join(FACES, "liveness");
const FILES = ["look-straight", "smile", "look-left", "look-right"] as const;
const NODS = ["look-straight", "look-down", "look-up"] as const;

async function signsOf(image: Buffer): Promise<FaceSigns> {
  const [face] = (await analyseFacesOffThread(image, "livenessFrame")).faces;
  if (!face) throw new Error("no face found");
  return faceSignsOf(face);
}

describe("face signs of one man's camera frames (tests/fixtures/faces/liveness)", () => {
  const signs = new Map<string, FaceSigns>();
  let tilted: FaceSigns;
  beforeAll(async () => {
    for (const file of FILES)
      signs.set(file, await signsOf(fs.readFileSync(path.join(FRAMES, `${file}.jpg`))));
    // The straight look with the head tilted 12 degrees to one side.
    tilted = await signsOf(
      await sharp(path.join(FRAMES, "look-straight.jpg"))
        .rotate(12, { background: "#5a5f66" })
        .jpeg()
        .toBuffer(),
    );
  }, 60_000);
  const of = (file: (typeof FILES)[number]) => signs.get(file)!;

  it("reads the straight frame as a straight look, and a tilted head as one too", () => {
    expect(isStraightLook(of("look-straight"))).toBe(true);
    expect(isStraightLook(tilted)).toBe(true);
    expect(Math.abs(tilted.yaw - of("look-straight").yaw)).toBeLessThan(0.05);
  });

  it("sees the smile, and no turn in it", () => {
    const straight = of("look-straight");
    expect(showsPrompt("smile", straight, of("smile"))).toBe(true);
    expect(showsPrompt("lookLeft", straight, of("smile"))).toBe(false);
    expect(showsPrompt("lookRight", straight, of("smile"))).toBe(false);
  });

  it("tells a look to the man's left from one to his right", () => {
    const straight = of("look-straight");
    expect(showsPrompt("lookLeft", straight, of("look-left"))).toBe(true);
    expect(showsPrompt("lookRight", straight, of("look-left"))).toBe(false);
    expect(showsPrompt("lookRight", straight, of("look-right"))).toBe(true);
    expect(showsPrompt("lookLeft", straight, of("look-right"))).toBe(false);
  });

  it("sees no action on the straight frame sent again (a photo held up)", () => {
    const straight = of("look-straight");
    for (const action of ["smile", "frown", "lookLeft", "lookRight", "lookUp", "lookDown"] as const)
      expect(showsPrompt(action, straight, straight)).toBe(false);
  });
});

describe("face signs of another man's webcam frames as he nods (tests/fixtures/faces/nods)", () => {
  const signs = new Map<string, FaceSigns>();
  beforeAll(async () => {
    for (const file of NODS)
      signs.set(file, await signsOf(fs.readFileSync(path.join(FACES, "nods", `${file}.jpg`))));
  }, 60_000);
  const of = (file: (typeof NODS)[number]) => signs.get(file)!;

  it("sees him look down, and not up or to either side", () => {
    const straight = of("look-straight");
    expect(isStraightLook(straight)).toBe(true);
    expect(showsPrompt("lookDown", straight, of("look-down"))).toBe(true);
    for (const action of ["lookUp", "lookLeft", "lookRight", "smile", "frown"] as const)
      expect(showsPrompt(action, straight, of("look-down"))).toBe(false);
  });

  it("sees him look up, and not down or to either side", () => {
    const straight = of("look-straight");
    expect(showsPrompt("lookUp", straight, of("look-up"))).toBe(true);
    for (const action of ["lookDown", "lookLeft", "lookRight", "smile", "frown"] as const)
      expect(showsPrompt(action, straight, of("look-up"))).toBe(false);
  });

  it("sees no nod on the straight frame sent again", () => {
    const straight = of("look-straight");
    expect(showsPrompt("lookUp", straight, straight)).toBe(false);
    expect(showsPrompt("lookDown", straight, straight)).toBe(false);
  });
});
