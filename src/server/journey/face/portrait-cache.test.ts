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

  it("forgets an analysis that failed, so the next selfie's check reads the photo again", async () => {
    const analyse = vi
      .fn<() => Promise<FaceAnalysis>>()
      .mockRejectedValueOnce(new Error("the face worker stopped"))
      .mockResolvedValue(NO_FACES);
    const cache = createPortraitCache(analyse);
    await expect(cache.facesOf(photo("front"))).rejects.toThrow("the face worker stopped");
    await expect(cache.facesOf(photo("front"))).resolves.toBe(NO_FACES);
    expect(analyse).toHaveBeenCalledTimes(2);
  });

  it("lets the least recently used go beyond its capacity", async () => {
    const analyse = vi.fn(() => Promise.resolve(NO_FACES));
    const cache = createPortraitCache(analyse, 2);
    await cache.facesOf(photo("a"));
    await cache.facesOf(photo("b"));
    await cache.facesOf(photo("a"));
    await cache.facesOf(photo("c"));
    expect(cache.size).toBe(2);
    await cache.facesOf(photo("a"));
    expect(analyse).toHaveBeenCalledTimes(3);
    await cache.facesOf(photo("b"));
    expect(analyse).toHaveBeenCalledTimes(4);
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
