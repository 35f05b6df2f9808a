/**
 * The page's language's country and month names, made at build time (virtual:locale-names), so
 * that its first form renders without starting the browser's locale library. Loaded beside the
 * texts; when the chunk cannot be had, the engine asks `Intl` as it would without it.
 */
import { localeNameLoaders } from "virtual:locale-names";
// Not through the engine's index: the entry loads this before the form chunk (vite.config.ts).
import { provideLocaleNames } from "../engine/logic/locale-names-store.ts";

export async function loadLocaleNames(intlTag: string): Promise<void> {
  const load = localeNameLoaders[intlTag];
  if (!load) return;
  try {
    provideLocaleNames(intlTag, (await load()).default);
  } catch {
    // The names are an optimisation: `Intl` gives the same ones.
  }
}
