/**
 * Loads the ALTCHA widget on demand, in its strict-CSP build (styles as a stylesheet, the proof
 * of work in a Web Worker from our own origin, no inline code).
 */
let loading: Promise<void> | undefined;

interface AltchaGlobal {
  algorithms: Map<string, () => Worker>;
}

export function loadAltcha(): Promise<void> {
  loading ??= (async () => {
    const [{ default: Pbkdf2Worker }] = await Promise.all([
      import("altcha/workers/pbkdf2?worker"),
      import("altcha/external"),
      import("altcha/altcha.css"),
    ]);
    const altcha = (globalThis as unknown as { $altcha: AltchaGlobal }).$altcha;
    altcha.algorithms.set("PBKDF2/SHA-256", () => new Pbkdf2Worker());
  })();
  return loading;
}
