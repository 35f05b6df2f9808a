import { describe, expect, it } from "vitest";
import {
  BLANK_CHECKS_TO_RAISE,
  BLANK_FEED_START,
  checkBlankFeed,
  isBlackFrame,
  type BlankFeedCheck,
  type FrameLevels,
} from "./blank-feed.ts";

const BLACK: FrameLevels = { meanLevel: 0, maxLevel: 0 };
const DOCUMENT: FrameLevels = { meanLevel: 120, maxLevel: 245 };
const checks = (frames: (FrameLevels | undefined)[]) =>
  frames.reduce<BlankFeedCheck>(checkBlankFeed, BLANK_FEED_START);

describe("the blank feed check", () => {
  it("calls a frame black only when it is dark all over", () => {
    expect(isBlackFrame(BLACK)).toBe(true);
    expect(isBlackFrame({ meanLevel: 8, maxLevel: 30 })).toBe(true);
    // A dark room with one lit thing in it is not a blank feed.
    expect(isBlackFrame({ meanLevel: 6, maxLevel: 200 })).toBe(false);
    expect(isBlackFrame(DOCUMENT)).toBe(false);
  });

  it("raises once after black frames in consecutive checks", () => {
    const frames = Array.from({ length: BLANK_CHECKS_TO_RAISE }, () => BLACK);
    expect(checks(frames.slice(1))).toEqual({
      status: "watching",
      blackChecks: BLANK_CHECKS_TO_RAISE - 1,
    });
    expect(checks(frames)).toEqual({ status: "raised" });
  });

  it("stops after raising: nothing a later frame shows changes it", () => {
    const frames = Array.from({ length: BLANK_CHECKS_TO_RAISE }, () => BLACK);
    expect(checks([...frames, DOCUMENT, BLACK])).toEqual({ status: "raised" });
  });

  it("starts counting over when a frame shows something, and waits while none was measured", () => {
    const almost = Array.from({ length: BLANK_CHECKS_TO_RAISE - 1 }, () => BLACK);
    expect(checks([...almost, DOCUMENT, ...almost])).toEqual({
      status: "watching",
      blackChecks: BLANK_CHECKS_TO_RAISE - 1,
    });
    expect(checks([undefined, undefined, undefined, undefined])).toEqual(BLANK_FEED_START);
  });
});
