/**
 * The look of every step against committed baselines: the gallery's pages (e2e/gallery/) on both
 * brands, in English and Polish, at 1280 and 390 px, each step's card as it opens and personal
 * data's confirmation layer (the gallery itself also shows every step's errors, in every
 * language). A card that differs from its baseline by more than a few pixels fails, with the
 * difference saved beside the test's results; a change meant to be seen is accepted by making
 * the baselines again: `npm run gallery:baselines`.
 */
import { CHROMIUM_PATH, TEST_CHROMIUM_ARGS } from "../playwright.config.ts";
import type { Language } from "../src/shared/brand/locales.ts";
import { storeTokenBeforeLoad } from "./api-session.ts";
import { checkPage, expect, test } from "./fixtures.ts";
import {
  CONFIRMATION_STEP,
  GALLERY_STEPS,
  GalleryApplication,
  languageGroupsOf,
  pageUrl,
  PERSONAS,
  showState,
  type GalleryStep,
  type PageState,
} from "./gallery/gallery-pages.ts";

const LANGUAGES: readonly Language[] = ["en", "pl"];
const WIDTHS = [1280, 390] as const;
/** A Polish mobile number per site, form version and width: each registers once a run. */
const PHONE_NUMBERS = {
  pl: { pl: { 1280: "600112800", 390: "600139000" }, eu: { 1280: "600212800", 390: "600239000" } },
  eu: { pl: { 1280: "600312800", 390: "600339000" }, eu: { 1280: "600412800", 390: "600439000" } },
} as const;

/** Text rendering differs by a pixel here and there between runs; a real change is far more. */
const TOLERANCE = { maxDiffPixelRatio: 0.002, threshold: 0.05 } as const;

// Each persona, language group and width on its own: the tests share the workers.
test.describe.configure({ mode: "parallel" });
// Drawn by the browser people use, as the baselines were: the headless shell the other tests run
// on smooths the edges of letters otherwise.
test.use({ launchOptions: { executablePath: CHROMIUM_PATH, args: TEST_CHROMIUM_ARGS } });

for (const width of WIDTHS) {
  test.describe(`${width} px`, () => {
    const phone = width < 768;
    test.use({
      viewport: { width, height: phone ? 844 : 800 },
      ...(phone ? { isMobile: true, hasTouch: true } : {}),
    });

    for (const persona of PERSONAS) {
      for (const group of languageGroupsOf(persona, LANGUAGES)) {
        test(`${persona.id}, ${group.languages.join(" and ")}: every step as the baselines show it`, async ({
          page,
          request,
        }) => {
          test.setTimeout(240_000);
          const look = async (step: GalleryStep, state: PageState) => {
            for (const language of group.languages) {
              await page.goto(pageUrl(persona, language, step));
              await showState(page, state);
              await checkPage(page);
              // The step's card (its indicator, form and actions), or the layer over it.
              const shown =
                state === "confirmation" ? page.getByRole("dialog") : page.locator("main");
              await expect(shown).toHaveScreenshot(
                `${persona.siteBrand}-${language}-${width}-${step.route}-${state}.png`,
                TOLERANCE,
              );
            }
          };
          await look(GALLERY_STEPS[0]!, "opened");
          const application = await GalleryApplication.register(request, persona, group, {
            email: `baseline.${persona.id}.${group.version}.${width}@example.com`,
            phoneNumber: PHONE_NUMBERS[persona.siteBrand][group.version][width],
          });
          await storeTokenBeforeLoad(page, application.session.token);
          for (const step of GALLERY_STEPS.slice(1)) {
            await application.reach(step.route);
            await look(step, "opened");
            if (step.route === CONFIRMATION_STEP.route) {
              await application.reach("desktopSms");
              await look(CONFIRMATION_STEP, "confirmation");
            }
          }
        });
      }
    }
  });
}
