/**
 * Readers of one environment variable's text: whole numbers, lengths of time, `count/window`
 * limits, keys and origins. An empty or missing value gives the fallback; a wrong one throws an
 * error naming the variable, which the server prints before it refuses to start.
 */

export function wholeNumber(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === "") return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0)
    throw new Error(`${name} must be a whole number, not "${value}"`);
  return parsed;
}

export function positiveWholeNumber(
  value: string | undefined,
  fallback: number,
  name: string,
): number {
  const parsed = wholeNumber(value, fallback, name);
  if (parsed === 0) throw new Error(`${name} must be greater than 0`);
  return parsed;
}

const WINDOW_UNIT_MS: Record<string, number> = { s: 1000, m: 60_000, h: 3600_000 };

/** `5/15m`: 5 hits per 15 minutes. */
export function countPerWindow(
  value: string | undefined,
  fallback: { max: number; windowMs: number },
  name: string,
): { max: number; windowMs: number } {
  if (value === undefined || value === "") return fallback;
  const match = /^(\d+)\/(\d+)([smh])$/.exec(value.trim());
  const max = Number(match?.[1]);
  const windowMs = Number(match?.[2]) * (WINDOW_UNIT_MS[match?.[3] ?? ""] ?? 0);
  if (!match || max < 1 || windowMs < 1000)
    throw new Error(`${name} must look like 5/15m (count/window in s, m or h), not "${value}"`);
  return { max, windowMs };
}

/** `15m`: a length in s, m or h. */
export function duration(value: string | undefined, fallbackMs: number, name: string): number {
  if (value === undefined || value === "") return fallbackMs;
  const match = /^(\d+)([smh])$/.exec(value.trim());
  const ms = Number(match?.[1]) * (WINDOW_UNIT_MS[match?.[2] ?? ""] ?? 0);
  if (!match || ms < 1000)
    throw new Error(`${name} must look like 1h (in s, m or h), not "${value}"`);
  return ms;
}

/** A 32-byte key written as 64 hex digits. */
export function hexKey(value: string, name: string): Buffer {
  if (!/^[0-9a-fA-F]{64}$/.test(value.trim()))
    throw new Error(`${name} must be 64 hex digits (32 bytes), e.g. from: openssl rand -hex 32`);
  return Buffer.from(value.trim(), "hex");
}

/** Comma-separated origins (`https://host[:port]`), each without a path. */
export function originList(value: string | undefined, name: string): string[] {
  if (!value) return [];
  return value.split(",").map((entry) => {
    const text = entry.trim();
    let origin: string;
    try {
      origin = new URL(text).origin;
    } catch {
      origin = "null";
    }
    if (origin === "null" || origin !== text.replace(/\/$/, ""))
      throw new Error(`${name}: "${text}" is not an origin like https://open.broker.example`);
    return origin;
  });
}
