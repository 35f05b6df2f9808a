/**
 * The gallery's branches: each side of each branch of the flow (scripts/flow-branches/), shown by
 * the made-up applicant that takes it first, walked through the API to the step, its answers
 * sent, and the step's page opened again with them in the form (a field a condition adds shows).
 * An applicant the server refuses there is shown with the page as the step opens; one the server
 * would have to decide otherwise (a payment provider, a phone verified by e-mail) is listed, not
 * shown; so is a step only a screen leads to.
 */
import fs from "node:fs";
import path from "node:path";
import type { APIRequestContext, Browser } from "@playwright/test";
import { storeTokenBeforeLoad } from "../../e2e/api-session.ts";
import { ApplicantWalk } from "../../e2e/branch-matrix/applicant-walk.ts";
import { routesEnteredFromScreens } from "../flow-branches/applicant-path.ts";
import type { PlannedWalk } from "../flow-branches/walk-plan.ts";
import type { ProjectFiles } from "../../src/server/config/project-files.ts";
import { basePathFor, siteBrandFor } from "../../src/shared/brand/locales.ts";
import { showState } from "../../e2e/gallery/gallery-pages.ts";
import type { Shot } from "./gallery-html.ts";
import { wholePageShot } from "./whole-page-shot.ts";

export interface BranchShotsOptions {
  browser: Browser;
  api: APIRequestContext;
  origin: string;
  files: Pick<ProjectFiles, "flow">;
  widths: readonly number[];
  outDir: string;
  /** Called with each screenshot taken. */
  taken(shot: Shot): void;
}

/** The planned walks the gallery shows, and the screenshots they take at `widths`. */
export function shownWalks(plan: readonly PlannedWalk[], files: Pick<ProjectFiles, "flow">) {
  const fromScreens = new Set(routesEnteredFromScreens(files.flow).map((route) => route.name));
  return plan
    .filter((walk) => walk.serverDecided.length === 0)
    .map((walk) => ({
      ...walk,
      steps: walk.steps.filter(({ route }) => !fromScreens.has(route.name)),
    }));
}

export async function captureBranches(
  walks: ReturnType<typeof shownWalks>,
  options: BranchShotsOptions,
): Promise<void> {
  let number = 0;
  for (const { applicant, steps } of walks) {
    const walk = new ApplicantWalk(options.api, options.files, applicant);
    const site = siteBrandFor(applicant.brand, applicant.language);
    const base = basePathFor({ brand: site, language: applicant.language });
    const query = applicant.device === "mobile" ? "?mobile=true" : "";
    const registered = await walk.register();
    for (const { step, route, sides } of steps) {
      let url = `${base}/${query}`;
      if (step !== options.files.flow.initialRoute) {
        if (registered.status !== 200 || !(await walk.walkTo(step))) break;
        url = `${base}${route.path}${query}`;
        // Accepted, the walk moves on and the step's page shows the answers sent; refused, the
        // page shows the step as it opens, and the walk ends there.
        await walk.answerCurrent();
      }
      for (const width of options.widths) {
        const context = await options.browser.newContext({
          baseURL: options.origin,
          viewport: { width, height: width < 768 ? 844 : 800 },
          ...(width < 768 ? { isMobile: true, hasTouch: true } : {}),
        });
        if (step !== options.files.flow.initialRoute)
          await storeTokenBeforeLoad(context, walk.token);
        const page = await context.newPage();
        await page.goto(url);
        await showState(page, "opened");
        const file = path.join(
          "branches",
          `${width}`,
          `${String(number++).padStart(4, "0")}-${route.name}.png`,
        );
        fs.mkdirSync(path.dirname(path.join(options.outDir, file)), { recursive: true });
        await wholePageShot(page, path.join(options.outDir, file));
        options.taken({
          brand: site,
          language: applicant.language,
          width,
          step: route.name,
          state: "branch",
          file,
          applicant: applicant.id,
          sides,
        });
        await context.close();
      }
    }
  }
}
