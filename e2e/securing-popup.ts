/**
 * The phone's camera page shows "securing the connection" for 3 s (a timer, onboarding spec §9)
 * before the camera and its instructions. The phone browsers of the tests (e2e/camera-fixtures.ts
 * and `openPhone` in e2e/fixtures.ts) run on Playwright's clock, installed before the first page
 * and running with real time; once the popup shows, a test moves that clock on by the popup's
 * time, so its timer fires at once, as it would three seconds later (any other timer of the page
 * due within them fires too, as the 3 s have passed for all of them).
 */
import { SECURING_MS } from "../src/capture/camera/securing-connection.ts";
import { LANGUAGES } from "../src/shared/brand/locales.ts";
import { expect, type Page } from "./fixtures.ts";
import { literally, textOf } from "./locale-texts.ts";
import { waitingFor } from "./waits.ts";

/** The popup's words in any of the languages. */
const SECURING = new RegExp(
  LANGUAGES.map((language) => literally(textOf(language, "capture:mobileUpload.securing"))).join(
    "|",
  ),
);

/** Waits for the popup, then ends its 3 s on the page's clock. */
export async function pastSecuring(page: Page): Promise<void> {
  await waitingFor("camera warm-up", async () => {
    await expect(page.getByRole("status").filter({ hasText: SECURING })).toBeVisible({
      timeout: 15_000,
    });
    await page.clock.fastForward(SECURING_MS);
  });
}
