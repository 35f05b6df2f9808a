import { describe, expect, it } from "vitest";
import { greyFromRgba } from "./grey-from-rgba.ts";

describe("greyFromRgba", () => {
  it("keeps a grey pixel's level and weighs green most", () => {
    const rgba = new Uint8Array([
      200, 200, 200, 255, 0, 255, 0, 255, 255, 0, 0, 255, 255, 255, 255, 255,
    ]);
    const grey = greyFromRgba(rgba, 2, 2);
    expect([...grey.data]).toEqual([200, 182, 54, 255]);
  });

  it("writes into a buffer it is given when its size is right, and makes one otherwise", () => {
    const rgba = new Uint8Array([10, 10, 10, 255, 90, 90, 90, 255]);
    const buffer = new Uint8Array(2);
    const grey = greyFromRgba(rgba, 2, 1, buffer);
    expect(grey.data).toBe(buffer);
    expect([...buffer]).toEqual([10, 90]);
    const other = greyFromRgba(rgba, 1, 2, new Uint8Array(3));
    expect([...other.data]).toEqual([10, 90]);
  });
});
