/**
 * One visit of the gallery's screens: a fresh browser tab at one width, in one language on the
 * site that serves it, with what a scene needs to walk to its screens as a person does (the
 * words of the page's language, read from the locale files) and to take their screenshots.
 */
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { EN_EUROPE, PL_POLAND, type Brand } from "../../../e2e/api-session.ts";
import { textOf } from "../../../e2e/locale-texts.ts";
import type { CameraVideo, LivenessVideo } from "../../../e2e/camera-videos.ts";
import {
  basePathFor,
  brandForLanguage,
  formVersionFor,
  type Brand as SiteBrand,
  type Language,
} from "../../../src/shared/brand/locales.ts";

/** What a camera scene's fake camera plays, and whether the camera is allowed. */
export interface CameraSetting {
  feed: CameraVideo | { liveness: LivenessVideo };
  allowed: boolean;
}

export interface ScreenVisit {
  page: Page;
  language: Language;
  /** The site that serves the language: the Polish brand's for pl, ru and ua. */
  site: SiteBrand;
  /** The site's base path in the language, e.g. `/eu-de/onboarding`. */
  base: string;
  width: number;
  /** The product's API, for applications prepared up to the scene's first screen. */
  api: APIRequestContext;
  /** The application's answers the API is sent, in the language's form version. */
  brand: Brand;
  /** The text of `namespace:key` in the page's language. */
  say(key: string, params?: Readonly<Record<string, string | number>>): string;
  /**
   * Waits until the page (the visit's, or a phone's it opened) is still, then takes its
   * screenshot as `screen` in `state`.
   */
  shot(screen: string, state: string, page?: Page): Promise<void>;
  /**
   * Opens a phone's tab beside the visit's (a phone reading the desktop's QR code), its camera
   * showing a good passport unless `camera` says otherwise.
   */
  openPhone(camera?: CameraSetting): Promise<Page>;
}

/** The visit's site, base path and application answers for a language. */
export function siteOf(language: Language) {
  const site = brandForLanguage(language);
  const brand = formVersionFor({ brand: site, language }) === "pl" ? PL_POLAND : EN_EUROPE;
  return { site, base: basePathFor({ brand: site, language }), brand };
}

export function sayIn(language: Language) {
  return (key: string, params: Readonly<Record<string, string | number>> = {}) =>
    textOf(language, key, params);
}

/** Waits until the page is still: no loader, the typeface loaded, the last transition run. */
export async function settle(page: Page): Promise<void> {
  await page.locator("h1").first().waitFor();
  await page.locator("[data-testid=loader]").waitFor({ state: "detached" });
  await page.evaluate(() => document.fonts.ready);
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 350))),
  );
}

/** A button by its exact name in the page's language. */
export function button(scope: Page | Locator, name: string): Locator {
  return scope.getByRole("button", { name, exact: true });
}
