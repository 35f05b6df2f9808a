import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { detectorSquare, regionAround, regionPixels, type RawRgb } from "./detector-input.ts";

const require = createRequire(import.meta.url);
const tf = require("@tensorflow/tfjs") as typeof import("@tensorflow/tfjs");

/** A photo of random bytes (a fixed seed, so a failure repeats). */
function randomPhoto(width: number, height: number): RawRgb {
  let seed = width * 7919 + height;
  const data = new Uint8Array(width * height * 3).map(() => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed % 256;
  });
  return { data, width, height };
}

/** What face-api reads from a tensor of the whole photo: padded right or below, then scaled. */
function faceApiSquare({ data, width, height }: RawRgb, side: number): Float32Array {
  return tf.tidy(() => {
    let image: import("@tensorflow/tfjs").Tensor3D = tf.tensor3d(Float32Array.from(data), [
      height,
      width,
      3,
    ]);
    if (width !== height)
      image = tf.concat(
        [
          image,
          tf.zeros(
            width > height ? [width - height, width, 3] : [height, height - width, 3],
            "float32",
          ),
        ],
        width > height ? 0 : 1,
      );
    const padded = Math.max(width, height);
    if (padded !== side) image = tf.image.resizeBilinear(image, [side, side], false, false);
    return image.dataSync() as Float32Array;
  });
}

describe("the square a detector reads", () => {
  it.each([
    ["wider than high, scaled down", 53, 31, 16],
    ["higher than wide, scaled down", 31, 53, 16],
    ["scaled up", 20, 12, 50],
    ["padded only", 24, 9, 24],
  ])("is face-api's own: %s", (_name, width, height, side) => {
    const photo = randomPhoto(width, height);
    const ours = detectorSquare(photo, side);
    const theirs = faceApiSquare(photo, side);
    expect(ours).toHaveLength(side * side * 3);
    const largest = ours.reduce(
      (most, value, index) => Math.max(most, Math.abs(value - theirs[index]!)),
      0,
    );
    expect(largest).toBeLessThan(1e-3);
  });

  it("is black where the photo does not reach", () => {
    const photo: RawRgb = { data: new Uint8Array(4 * 2 * 3).fill(200), width: 4, height: 2 };
    const square = detectorSquare(photo, 4);
    expect(Array.from(square.slice(0, 4 * 2 * 3)).every((value) => value === 200)).toBe(true);
    expect(Array.from(square.slice(4 * 2 * 3)).every((value) => value === 0)).toBe(true);
  });
});

describe("the part of the photo around the faces", () => {
  it("keeps the margin on every side of every box, in whole pixels", () => {
    const region = regionAround(
      [
        { x: 40.5, y: 30.2, width: 10, height: 12 },
        { x: 70, y: 50, width: 8, height: 8 },
      ],
      1,
      200,
      100,
    );
    expect(region).toEqual({ left: 30, top: 18, width: 56, height: 48 });
  });

  it("stays within the photo", () => {
    const region = regionAround([{ x: 5, y: 90, width: 20, height: 20 }], 1, 100, 100);
    expect(region).toEqual({ left: 0, top: 70, width: 45, height: 30 });
  });

  it("cuts the region's pixels row by row", () => {
    const photo: RawRgb = {
      data: Uint8Array.from({ length: 4 * 3 * 3 }, (_, index) => index),
      width: 4,
      height: 3,
    };
    const pixels = regionPixels(photo, { left: 1, top: 1, width: 2, height: 2 });
    expect(Array.from(pixels)).toEqual([15, 16, 17, 18, 19, 20, 27, 28, 29, 30, 31, 32]);
  });
});
