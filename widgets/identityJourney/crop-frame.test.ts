import { describe, expect, it } from "vitest";
import { framePixels, INITIAL_FRAME, MIN_SIDE, moveCorner, moveFrame } from "./crop-frame.ts";

const near = (a: number, b: number) => Math.abs(a - b) < 1e-9;

describe("moveFrame", () => {
  it("moves the frame whole, keeping its size", () => {
    const moved = moveFrame(INITIAL_FRAME, 0.03, -0.02);
    expect(near(moved.left, 0.08) && near(moved.top, 0.03)).toBe(true);
    expect(near(moved.right - moved.left, 0.9)).toBe(true);
  });

  it("stops at the photo's edges", () => {
    expect(moveFrame(INITIAL_FRAME, -1, -1)).toMatchObject({ left: 0, top: 0 });
    const far = moveFrame(INITIAL_FRAME, 1, 1);
    expect(near(far.right, 1) && near(far.bottom, 1)).toBe(true);
  });
});

describe("moveCorner", () => {
  it("moves one corner and leaves the opposite one", () => {
    const frame = moveCorner(INITIAL_FRAME, "topLeft", 0.1, 0.2);
    expect(near(frame.left, 0.15) && near(frame.top, 0.25)).toBe(true);
    expect(frame).toMatchObject({ right: 0.95, bottom: 0.95 });
    const other = moveCorner(INITIAL_FRAME, "bottomRight", -0.1, -0.05);
    expect(near(other.right, 0.85) && near(other.bottom, 0.9)).toBe(true);
    expect(other).toMatchObject({ left: 0.05, top: 0.05 });
  });

  it("never makes a side shorter than a fifth, nor leaves the photo", () => {
    const squeezed = moveCorner(INITIAL_FRAME, "topRight", -5, 5);
    expect(near(squeezed.right - squeezed.left, MIN_SIDE)).toBe(true);
    expect(near(squeezed.bottom - squeezed.top, MIN_SIDE)).toBe(true);
    expect(moveCorner(INITIAL_FRAME, "bottomLeft", -1, 1)).toMatchObject({ left: 0, bottom: 1 });
  });
});

describe("framePixels", () => {
  it("turns the frame into whole pixels inside the photo", () => {
    expect(framePixels(INITIAL_FRAME, 1280, 960)).toEqual({
      x: 64,
      y: 48,
      width: 1152,
      height: 864,
    });
    expect(framePixels({ left: 0, top: 0, right: 1, bottom: 1 }, 7, 5)).toEqual({
      x: 0,
      y: 0,
      width: 7,
      height: 5,
    });
  });
});
