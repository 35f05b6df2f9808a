/**
 * Whether static files stayed fast under the login flood: the p99 latency of the static requests
 * that ran during the flood against the bound, with enough of them for a p99 to mean something
 * and none of them failed.
 */
import { percentile } from "../real-server.ts";

/** Fewer static requests than this during the flood make no p99 worth comparing. */
export const MIN_FLOOD_SAMPLES = 50;

export interface FloodMeasure {
  /** Latencies (ms) of the static requests answered 200 while the logins ran. */
  latencies: readonly number[];
  /** Static requests during the flood that failed or were not answered 200. */
  failed: number;
  maxP99Ms: number;
}

export interface FloodVerdict {
  passed: boolean;
  /** One line: the figure against its bound, or why there is none. */
  line: string;
}

export function floodVerdict({ latencies, failed, maxP99Ms }: FloodMeasure): FloodVerdict {
  if (failed > 0)
    return {
      passed: false,
      line: `FAILED: ${failed} static requests during the flood were not answered 200`,
    };
  if (latencies.length < MIN_FLOOD_SAMPLES)
    return {
      passed: false,
      line: `FAILED: only ${latencies.length} static requests ran during the flood, fewer than the ${MIN_FLOOD_SAMPLES} a p99 needs (raise --rate or --logins)`,
    };
  const p99 = percentile(latencies, 99);
  return p99 > maxP99Ms
    ? {
        passed: false,
        line: `FAILED: static p99 during the flood is ${p99.toFixed(1)} ms, above the bound of ${maxP99Ms} ms (--max-p99)`,
      }
    : {
        passed: true,
        line: `passed: static p99 during the flood is ${p99.toFixed(1)} ms, within the bound of ${maxP99Ms} ms (--max-p99)`,
      };
}
