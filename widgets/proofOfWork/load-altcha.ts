/**
 * Loads the ALTCHA widget on demand, in its strict-CSP build (styles as a stylesheet, the proof
 * of work in a Web Worker from our own origin, no inline code).
 */
export interface AltchaGlobal {
  algorithms: Map<string, () => Worker>;
  i18n: { set(language: string, strings: Record<string, string>): void };
}

/** A script that has not loaded by then is given up (spec §9). */
export const SCRIPT_LOAD_TIMEOUT_MS = 120_000;

let loading: Promise<AltchaGlobal> | undefined;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`not loaded within ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/** Loads the widget once; a failed or timed-out load may be tried again. */
export function loadAltcha(): Promise<AltchaGlobal> {
  loading ??= withTimeout(load(), SCRIPT_LOAD_TIMEOUT_MS).catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

function load(): Promise<AltchaGlobal> {
  return (async () => {
    const [{ default: Pbkdf2Worker }] = await Promise.all([
      import("altcha/workers/pbkdf2?worker"),
      import("altcha/external"),
      import("altcha/altcha.css"),
    ]);
    const altcha = (globalThis as unknown as { $altcha: AltchaGlobal }).$altcha;
    altcha.algorithms.set("PBKDF2/SHA-256", () => new Pbkdf2Worker());
    return altcha;
  })();
}
