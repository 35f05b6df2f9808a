/**
 * The bot check's script is given up after the spec's load timeout (120 s), and a later attempt
 * loads it afresh.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

/** The widget's script: never arrives until the test lets it. */
let arrive: (() => void) | undefined;
vi.mock("altcha/external", () => new Promise<object>((resolve) => (arrive = () => resolve({}))));
vi.mock("altcha/altcha.css", () => ({}));
vi.mock("altcha/workers/pbkdf2?worker", () => ({ default: vi.fn() }));

describe("loadAltcha", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    (globalThis as Record<string, unknown>).$altcha = { algorithms: new Map(), i18n: {} };
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("gives the script up after 120 s, and loads it when asked again", async () => {
    const { loadAltcha, SCRIPT_LOAD_TIMEOUT_MS } = await import("./load-altcha.ts");
    expect(SCRIPT_LOAD_TIMEOUT_MS).toBe(120_000);
    const first = loadAltcha();
    const outcome = first.then(
      () => "loaded",
      (error: unknown) => (error instanceof Error ? error.message : String(error)),
    );
    await vi.advanceTimersByTimeAsync(SCRIPT_LOAD_TIMEOUT_MS - 1);
    expect(await Promise.race([outcome, Promise.resolve("waiting")])).toBe("waiting");
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toBe("not loaded within 120000 ms");

    // The script arrives at last: the next attempt has the widget, with its worker registered.
    arrive?.();
    const altcha = await loadAltcha();
    expect(altcha.algorithms.has("PBKDF2/SHA-256")).toBe(true);
  });
});
