import { describe, expect, it, vi } from "vitest";
import { createSelfieChecker } from "../selfie-checker.ts";
import type { FaceAnalysis } from "./face-model.ts";
import { createPortraitCache } from "./portrait-cache.ts";

const NO_FACES: FaceAnalysis = { width: 10, height: 10, faces: [] };
const photo = (text: string) => Buffer.from(text);

describe("the portrait cache", () => {
  it("reads a document photo once, however many selfies are matched with it", async () => {
    const analyse = vi.fn(() => Promise.resolve(NO_FACES));
    const cache = createPortraitCache(analyse);
    await cache.facesOf(photo("front"));
    await cache.facesOf(photo("front"));
    expect(analyse).toHaveBeenCalledTimes(1);
    await cache.facesOf(photo("another front"));
    expect(analyse).toHaveBeenCalledTimes(2);
  });
});

describe("the selfie check with a portrait prepared", () => {
  it("matches the selfie with the portrait read when the front passed, not read again", async () => {
    const analyse = vi.fn((_image: Uint8Array, _kind: string) => Promise.resolve(NO_FACES));
    const checker = createSelfieChecker(analyse);
    checker.preparePortrait(photo("front"));
    const assessment = await checker.assess(photo("selfie"), photo("front"));
    expect(analyse.mock.calls.map(([, kind]) => kind)).toEqual(["documentPhoto", "selfie"]);
    // No face on the document photo: no selfie can pass it.
    expect(assessment.reasons).toEqual(["noPortrait"]);
  });
});
