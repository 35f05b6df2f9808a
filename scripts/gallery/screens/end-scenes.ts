/**
 * The end of an application: the page that hands the client over to the client zone, the client
 * zone that takes them, and the page of a client the flow cannot take.
 */
import {
  answerStepsBefore,
  post,
  sessionAtAddressStep,
  storeTokenBeforeLoad,
} from "../../../e2e/api-session.ts";
import type { ScreenScene } from "./screen-scene.ts";

export const HANDOVER: ScreenScene = {
  id: "handover",
  device: "any",
  shots: 2,
  async run({ page, base, api, brand, say, shot }) {
    const session = await sessionAtAddressStep(api, brand);
    await answerStepsBefore(api, brand, session, "summary-and-payment-choice");
    await post(api, brand, "summary-and-payment-choice", {
      token: session.token,
      answersChecked: true,
    });
    // The hand-over's token is held until the page is shown: it leaves 2 s after it arrives.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/form/*/errors-report", async (route) => {
      await held;
      await route.continue();
    });
    await storeTokenBeforeLoad(page, session.token);
    await page.goto(`${base}/client-zone-login`);
    await page.getByText(say("endPages:clientZone.doNotRefresh")).waitFor();
    await shot("errorsReport", "the hand-over to the client zone");
    release();
    await page.waitForURL(/\/client-zone\/api\/autoLogin$/, { timeout: 20_000 });
    await shot("clientZone", "the client zone, identity still to verify");
  },
};

export const DENIED: ScreenScene = {
  id: "denied",
  device: "any",
  shots: 1,
  async run({ page, base, shot }) {
    await page.goto(`${base}/denied`);
    await shot("onboardingDenied", "as opened");
  },
};
