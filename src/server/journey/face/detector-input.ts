/**
 * The pixels the face model reads, made from a photo's raw RGB bytes without a tensor of the
 * whole photo. A tensor of a 1,280 px document photo is 15 MB of 32-bit values, and making and
 * collecting it cost more than the nets took to read the face (docs/FACE-MATCH.md, "Cost").
 */

export interface RawRgb {
  /** Row by row, three bytes a pixel. */
  data: Uint8Array;
  width: number;
  height: number;
}

export interface Region {
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * The square a face-api detector reads at `side` pixels, as face-api makes it from a tensor of the
 * whole photo (NetInput.toBatchTensor with its inputs not centred): black appended on the right
 * or at the bottom to make the photo square, then scaled to `side` by bilinear sampling without
 * smoothing (tf.image.resizeBilinear, corners not aligned, no half-pixel centres). The detectors
 * therefore see what they saw before, and find the same faces with the same scores: a smoother
 * scaling (sharp's) raised a shape on a passport's text to a face's score.
 */
export function detectorSquare({ data, width, height }: RawRgb, side: number): Float32Array {
  const padded = Math.max(width, height);
  const scale = padded / side;
  const square = new Float32Array(side * side * 3);
  // Each output column's two source columns (as byte offsets in a row; -1 where the padding is)
  // and its weight, worked out once for all rows.
  const leftAt = new Int32Array(side);
  const rightAt = new Int32Array(side);
  const xWeights = new Float64Array(side);
  for (let x = 0; x < side; x += 1) {
    const inX = x * scale;
    const left = Math.floor(inX);
    const right = Math.min(padded - 1, Math.ceil(inX));
    leftAt[x] = left < width ? left * 3 : -1;
    rightAt[x] = right < width ? right * 3 : -1;
    xWeights[x] = inX - left;
  }
  const rowStart = (row: number) => (row < height ? row * width * 3 : -1);
  const sample = (row: number, column: number, channel: number) =>
    row < 0 || column < 0 ? 0 : data[row + column + channel]!;
  for (let y = 0; y < side; y += 1) {
    const inY = y * scale;
    const topRow = Math.floor(inY);
    const top = rowStart(topRow);
    const bottom = rowStart(Math.min(padded - 1, Math.ceil(inY)));
    const yWeight = inY - topRow;
    for (let x = 0; x < side; x += 1) {
      const left = leftAt[x]!;
      const right = rightAt[x]!;
      const xWeight = xWeights[x]!;
      const at = (y * side + x) * 3;
      for (let channel = 0; channel < 3; channel += 1) {
        const topLeft = sample(top, left, channel);
        const upper = topLeft + (sample(top, right, channel) - topLeft) * xWeight;
        const bottomLeft = sample(bottom, left, channel);
        const lower = bottomLeft + (sample(bottom, right, channel) - bottomLeft) * xWeight;
        square[at + channel] = upper + (lower - upper) * yWeight;
      }
    }
  }
  return square;
}

/**
 * The part of the photo that holds every box with `margin` of a box's width and height on each
 * side, in whole pixels, within the photo.
 */
export function regionAround(
  boxes: ReadonlyArray<{ x: number; y: number; width: number; height: number }>,
  margin: number,
  width: number,
  height: number,
): Region {
  const within = (value: number, limit: number) => Math.min(Math.max(value, 0), limit);
  const left = within(
    Math.floor(Math.min(...boxes.map((box) => box.x - box.width * margin))),
    width - 1,
  );
  const top = within(
    Math.floor(Math.min(...boxes.map((box) => box.y - box.height * margin))),
    height - 1,
  );
  const right = within(
    Math.ceil(Math.max(...boxes.map((box) => box.x + box.width * (1 + margin)))),
    width,
  );
  const bottom = within(
    Math.ceil(Math.max(...boxes.map((box) => box.y + box.height * (1 + margin)))),
    height,
  );
  return { left, top, width: Math.max(1, right - left), height: Math.max(1, bottom - top) };
}

/** The region's pixels, row by row, three values a pixel. */
export function regionPixels({ data, width }: RawRgb, region: Region): Int32Array {
  const pixels = new Int32Array(region.width * region.height * 3);
  const rowLength = region.width * 3;
  for (let row = 0; row < region.height; row += 1) {
    const from = ((region.top + row) * width + region.left) * 3;
    pixels.set(data.subarray(from, from + rowLength), row * rowLength);
  }
  return pixels;
}
