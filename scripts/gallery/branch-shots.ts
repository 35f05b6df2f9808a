/**
 * The gallery's branches: each side of each branch of the flow (scripts/flow-branches/), shown by
 * the made-up applicant that takes it first, walked through the API to the step and the step's
 * page opened with its answers as the tab's draft, so the form holds them and shows what they
 * bring (a field a condition adds, a notice, a refused answer); then the answers are sent and the
 * walk goes on. An applicant the server would have to decide otherwise for (a payment provider, a
 * phone verified by e-mail) is not shown; nor is a step only a screen leads to.
 */
import fs from "node:fs";
import path from "node:path";
import type { APIRequestContext, Browser } from "@playwright/test";
import { storeTokenBeforeLoad } from "../../e2e/api-session.ts";
import { ApplicantWalk, type WalkAnswer } from "../../e2e/branch-matrix/applicant-walk.ts";
import { routesEnteredFromScreens } from "../flow-branches/applicant-path.ts";
import type { PlannedWalk } from "../flow-branches/walk-plan.ts";
import { answersAt } from "../flow-branches/step-values.ts";
import type { ProjectFiles } from "../../src/server/config/project-files.ts";
import { basePathFor, siteBrandFor } from "../../src/shared/brand/locales.ts";
import { showState } from "../../e2e/gallery/gallery-pages.ts";
import type { Shot } from "./gallery-html.ts";
import { galleryWindow, wholePageShot } from "./whole-page-shot.ts";

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
    await walk.start();
    let registered: WalkAnswer | undefined;
    for (const { step, route, sides } of steps) {
      const first = step === options.files.flow.initialRoute;
      if (!first && (registered ??= await walk.register()).status !== 200) break;
      if (!first && !(await walk.walkTo(step))) break;
      const shown = applicant.device === "mobile" ? (route.mobile?.name ?? route.name) : route.name;
      const url = first ? `${base}/${query}` : `${base}${route.path}${query}`;
      for (const width of options.widths) {
        const context = await options.browser.newContext({
          baseURL: options.origin,
          ...galleryWindow(width),
        });
        // The applicant's answers as a draft of the step: the page opens with them typed in,
        // and shows what they bring (a field a condition adds, a notice, a refusal).
        await storeTokenBeforeLoad(context, walk.token);
        await context.addInitScript(([key, draft]) => sessionStorage.setItem(key, draft), [
          `onboarding.draft.${shown}`,
          JSON.stringify({ token: walk.token, data: answersAt(options.files, applicant, step) }),
        ] as const);
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
      // Sent: accepted, the walk moves on; refused, the next step is not reached.
      if (first) registered = await walk.register();
      else await walk.answerCurrent();
    }
  }
}
