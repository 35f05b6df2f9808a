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
});
