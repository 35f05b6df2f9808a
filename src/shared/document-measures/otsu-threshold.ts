/**
 * Otsu's threshold: the grey level that best splits a raster into a dark and a light class
 * (largest between-class variance), and how far apart the two classes' means are.
 */
import type { GreyRaster } from "./grey-raster.ts";

export interface OtsuSplit {
  /** Pixels above it are the light class. */
  threshold: number;
  darkMean: number;
  lightMean: number;
}

export function otsuThreshold(raster: GreyRaster): OtsuSplit {
  // Whole counts: an Int32Array counts several times faster than a Float64Array.
  const histogram = new Int32Array(256);
  const data = raster.data;
  for (let i = 0; i < data.length; i++) histogram[data[i]!]!++;
  const total = raster.data.length;
  let sumAll = 0;
  for (let value = 0; value < 256; value++) sumAll += value * histogram[value]!;
  let darkCount = 0;
  let darkSum = 0;
  let best = { threshold: 0, variance: -1, darkMean: 0, lightMean: 0 };
  for (let value = 0; value < 255; value++) {
    darkCount += histogram[value]!;
    darkSum += value * histogram[value]!;
    const lightCount = total - darkCount;
    if (darkCount === 0 || lightCount === 0) continue;
    const darkMean = darkSum / darkCount;
    const lightMean = (sumAll - darkSum) / lightCount;
    const variance = darkCount * lightCount * (darkMean - lightMean) ** 2;
    if (variance > best.variance) best = { threshold: value, variance, darkMean, lightMean };
  }
  return { threshold: best.threshold, darkMean: best.darkMean, lightMean: best.lightMean };
}
