/**
 * Takes the gallery's screens: each scene walked in each language on the site that serves it, at
 * each width (a phone's scene at the phone widths only), in a fresh tab, its screenshots taken as
 * it goes. A scene that cannot be walked in a language is reported, and the others go on.
 */
import fs from "node:fs";
import path from "node:path";
import { chromium, type APIRequestContext, type Browser, type Page } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../../../playwright.config.ts";
import { fakeCameraArgs } from "../../../e2e/camera-videos.ts";
import { PHONE } from "../../../e2e/camera-fixtures.ts";
import type { Language } from "../../../src/shared/brand/locales.ts";
import type { Shot } from "../gallery-html.ts";
import { galleryWindow, wholePageShot } from "../whole-page-shot.ts";
import type { GalleryJourneyName } from "./gallery-journey.ts";
import type { ScreenScene } from "./screen-scene.ts";
import { sayIn, settle, siteOf, type CameraSetting, type ScreenVisit } from "./screen-visit.ts";

/** A server of the gallery: where it answers, and its API. */
export interface GalleryServer {
  origin: string;
  api: APIRequestContext;
}

export interface ScreenShotsOptions {
  browser: Browser;
  /** The servers by the journey each runs; the scenes name theirs (the product's by default). */
  servers: Readonly<Partial<Record<GalleryJourneyName, GalleryServer>>>;
  languages: readonly Language[];
  widths: readonly number[];
  outDir: string;
  /** Called with each screenshot taken. */
  taken(shot: Shot): void;
}

/** The widths a scene is walked at. */
export function widthsOf(scene: ScreenScene, widths: readonly number[]): number[] {
  if (scene.device === "any") return [...widths];
  const phone = scene.device === "phone";
  const fitting = widths.filter((width) => width < 768 === phone);
  return fitting.length > 0 ? fitting : [phone ? 390 : 1280];
}

/** The screenshots the scenes take in the languages at the widths. */
export function plannedShots(
  scenes: readonly ScreenScene[],
  languages: readonly Language[],
  widths: readonly number[],
): number {
  return scenes.reduce(
    (sum, scene) => sum + scene.shots * languages.length * widthsOf(scene, widths).length,
    0,
  );
}

/** Walks every scene; answers the walks that failed, as "scene, language, width: why". */
export async function captureScreens(
  scenes: readonly ScreenScene[],
  options: ScreenShotsOptions,
): Promise<string[]> {
  const failures: string[] = [];
  const cameras = new Map<string, Browser>();
  const browserFor = async (camera: CameraSetting | undefined): Promise<Browser> => {
    if (!camera) return options.browser;
    const key = `${JSON.stringify(camera.feed)}-${camera.allowed}`;
    if (!cameras.has(key))
      cameras.set(
        key,
        await chromium.launch({
          executablePath: CHROMIUM_PATH,
          args: [...CHROMIUM_ARGS, ...(await fakeCameraArgs(camera.feed, camera.allowed))],
        }),
      );
    return cameras.get(key)!;
  };
  let number = 0;
  try {
    for (const scene of scenes)
      for (const language of options.languages)
        for (const width of widthsOf(scene, options.widths)) {
          const server = options.servers[scene.journey ?? "product"];
          if (!server) throw new Error(`no gallery server runs the ${scene.journey} journey`);
          const browser = await browserFor(scene.camera);
          const window = galleryWindow(width);
          const context = await browser.newContext({
            baseURL: server.origin,
            ...(scene.device === "phone" ? { ...PHONE, viewport: window.viewport } : window),
          });
          const opened: Page[] = [];
          const { site, base, brand } = siteOf(language);
          const visit: ScreenVisit = {
            page: await context.newPage(),
            language,
            site,
            base,
            width,
            api: server.api,
            brand,
            say: sayIn(language),
            async shot(screen, state, page = visit.page) {
              await settle(page);
              const shown = page.viewportSize()?.width ?? width;
              const file = path.join(
                "screens",
                `${site}-${language}`,
                `${shown}`,
                `${String(number++).padStart(4, "0")}-${screen}.png`,
              );
              fs.mkdirSync(path.dirname(path.join(options.outDir, file)), { recursive: true });
              await wholePageShot(page, path.join(options.outDir, file));
              options.taken({ brand: site, language, width: shown, step: screen, state, file });
            },
            async openPhone(camera = { feed: "passport", allowed: true }) {
              const phoneBrowser = await browserFor(camera);
              const phoneContext = await phoneBrowser.newContext({
                ...PHONE,
                baseURL: server.origin,
              });
              const phone = await phoneContext.newPage();
              opened.push(phone);
              return phone;
            },
          };
          opened.push(visit.page);
          const before = number;
          try {
            await scene.run(visit);
            // The progress counts the shots a scene declares: a walk that took other shots is told.
            if (number - before !== scene.shots)
              failures.push(
                `${scene.id}, ${language}, ${width} px: took ${number - before} screenshots, declares ${scene.shots}`,
              );
          } catch (error) {
            const why = error instanceof Error ? error.message.split("\n")[0] : String(error);
            // Where the walk stopped, on each of its tabs, for whoever mends the scene.
            const file = path.join(options.outDir, "failed", `${scene.id}-${language}-${width}`);
            fs.mkdirSync(path.dirname(file), { recursive: true });
            for (const [tab, page] of opened.entries())
              await page.screenshot({ path: `${file}-${tab}.png`, fullPage: true }).catch(() => {});
            failures.push(`${scene.id}, ${language}, ${width} px: ${why} (${file}-*.png)`);
          } finally {
            for (const page of opened) await page.context().close();
          }
        }
  } finally {
    for (const camera of cameras.values()) await camera.close();
  }
  return failures;
}
