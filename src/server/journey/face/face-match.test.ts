import fs from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { analyseFacesOffThread, closeFaceEngine } from "./face-engine.ts";
import { DEFAULT_FACE_MATCH_SETTINGS, matchFaces } from "./face-match.ts";
import type { FaceAnalysis, PhotoKind } from "./face-model.ts";

const FIXTURES = path.join(import.meta.dirname, "../../../../tests/fixtures");
const analyse = (file: string, kind: PhotoKind) =>
  analyseFacesOffThread(fs.readFileSync(path.join(FIXTURES, file)), kind);

describe("face match on the fixtures (tests/fixtures/faces)", () => {
  const analysed = new Map<string, FaceAnalysis>();
  const files: Array<[string, PhotoKind]> = [
    ["faces/passport-holder.jpg", "documentPhoto"],
    ["faces/selfie-holder.jpg", "selfie"],
    ["faces/selfie-other-person.jpg", "selfie"],
    ["faces/selfie-two-people.jpg", "selfie"],
    ["documents/passport-passed.jpg", "documentPhoto"],
    ["documents/blank-paper.jpg", "selfie"],
  ];
  beforeAll(async () => {
    const analyses = await Promise.all(files.map(([file, kind]) => analyse(file, kind)));
    files.forEach(([file], i) => analysed.set(file, analyses[i]!));
  }, 60_000);
  const match = (document: string, selfie: string) =>
    matchFaces(analysed.get(document)!, analysed.get(selfie)!, DEFAULT_FACE_MATCH_SETTINGS);

  it("matches the passport's holder with her own selfie", () => {
    const outcome = match("faces/passport-holder.jpg", "faces/selfie-holder.jpg");
    expect(outcome.verdict).toBe("match");
  });

  it("refuses another person's selfie against the same passport", () => {
    const outcome = match("faces/passport-holder.jpg", "faces/selfie-other-person.jpg");
    expect(outcome.verdict).toBe("mismatch");
    expect("distance" in outcome && outcome.distance).toBeGreaterThan(
      DEFAULT_FACE_MATCH_SETTINGS.maxDistance,
    );
  });

  it("refuses a selfie with two people in it", () => {
    expect(match("faces/passport-holder.jpg", "faces/selfie-two-people.jpg").verdict).toBe(
      "severalFaces",
    );
  });

  it("refuses a selfie with no face (a blank sheet of paper)", () => {
    expect(match("faces/passport-holder.jpg", "documents/blank-paper.jpg").verdict).toBe("noFace");
  });

  it("finds no portrait on a document whose photo place holds no face", () => {
    expect(match("documents/passport-passed.jpg", "faces/selfie-holder.jpg").verdict).toBe(
      "noPortrait",
    );
  });
});

// A worker loads the model as it starts: seconds, more on a busy machine.
describe("the face engine", { timeout: 60_000 }, () => {
  it("answers a photo it cannot decode with an error, and analyses the next one", async () => {
    await expect(analyseFacesOffThread(new Uint8Array([1, 2, 3]), "selfie")).rejects.toThrow(
      /face analysis failed/,
    );
    const next = await analyse("faces/selfie-holder.jpg", "selfie");
    expect(next.faces).toHaveLength(1);
  });

  it("starts a new worker after it was closed", async () => {
    await closeFaceEngine();
    expect((await analyse("faces/selfie-holder.jpg", "selfie")).faces).toHaveLength(1);
  });
});
