/**
 * Loads the ALTCHA widget on demand, in its strict-CSP build (styles as a stylesheet, the proof
 * of work in a Web Worker from our own origin, no inline code).
 */
export interface AltchaGlobal {
  algorithms: Map<string, () => Worker>;
  i18n: { set(language: string, strings: Record<string, string>): void };
}

let loading: Promise<AltchaGlobal> | undefined;

export function loadAltcha(): Promise<AltchaGlobal> {
  loading ??= (async () => {
    const [{ default: Pbkdf2Worker }] = await Promise.all([
      import("altcha/workers/pbkdf2?worker"),
      import("altcha/external"),
      import("altcha/altcha.css"),
    ]);
    const altcha = (globalThis as unknown as { $altcha: AltchaGlobal }).$altcha;
    altcha.algorithms.set("PBKDF2/SHA-256", () => new Pbkdf2Worker());
    return altcha;
  })();
  return loading;
}
