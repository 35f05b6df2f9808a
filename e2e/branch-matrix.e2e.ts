/**
 * The branch matrix in the browser: every made-up applicant of the matrix (scripts/flow-branches/,
 * read from the schemas and the flow file) is walked through the API to each step where it is the
 * first to take a side of a branch; the step's page opens for it there and passes the guard (a
 * step a screen leads to is answered in an application of its own), and the server takes its answers (or refuses them where the side is an error, for the fields the
 * condition reads). A side no applicant takes fails the first test; the run prints the sides it
 * walked.
 */
import {
  applicantMatrix,
  SHOWN_ONLY_TO_REFUSED_RESIDENTS,
} from "../scripts/flow-branches/applicant-matrix.ts";
import type { Applicant } from "../scripts/flow-branches/base-applicants.ts";
import { walkPlan } from "../scripts/flow-branches/walk-plan.ts";
import { loadProjectFiles } from "../src/server/config/project-files.ts";
import { StepValidators } from "../src/server/validation/step-validators.ts";
import { basePathFor, siteBrandFor } from "../src/shared/brand/locales.ts";
import { findRoute, type FlowRoute } from "../src/shared/flow/flow-definition.ts";
import type { APIRequestContext } from "@playwright/test";
import { openWithSession } from "./api-session.ts";
import { ApplicantWalk, stepOf, type WalkAnswer } from "./branch-matrix/applicant-walk.ts";
import { routesEnteredFromScreens } from "../scripts/flow-branches/applicant-path.ts";
import { checkPage, expect, test } from "./fixtures.ts";

const files = loadProjectFiles();
const matrix = applicantMatrix(
  files,
  new StepValidators([...files.steps].map(([name, step]) => [name, step.schema])),
);

const plan = walkPlan(matrix, files.flow);
const notWalked = plan.flatMap(({ steps, serverDecided }) =>
  serverDecided.length
    ? steps.flatMap(({ sides }) => sides.map((side) => `${side}: ${serverDecided.join(", ")}`))
    : [],
);

const enteredFromScreens = new Set(routesEnteredFromScreens(files.flow).map((route) => route.name));

test("every side of every branch of the flow has an applicant", () => {
  expect(matrix.untaken).toEqual(SHOWN_ONLY_TO_REFUSED_RESIDENTS);
  console.log(
    `branch matrix: ${matrix.branches.length} branches, ${matrix.applicants.length} applicants` +
      (notWalked.length
        ? `; not walked, the server decides them:\n  ${notWalked.join("\n  ")}`
        : ""),
  );
});

/** What the server must answer the applicant's answers at a step: 200, or its refusal. */
async function expectAnswered(applicant: Applicant, step: string, answer: WalkAnswer) {
  const refusal = matrix.context.uiRefusalOf(applicant, step);
  if (applicant.refused?.step === step) {
    expect(answer.status).toBe(422);
    expect(Object.keys((answer.body.errors as object | undefined) ?? {})).toEqual(
      applicant.refused.fields,
    );
  } else if (refusal?.kind === "redirect") {
    expect(answer.status).toBe(409);
    expect(answer.body.redirect).toMatchObject({ link: refusal.redirect.link });
  } else if (refusal) {
    expect(answer.status).toBe(422);
  } else expect(answer.status, JSON.stringify(answer.body)).toBe(200);
}

/**
 * A step a screen leads to (a button of the capture screens), answered in an application of its
 * own once the steps it requires are: through the API, as its page is the capture screens' (their
 * own tests open it).
 */
async function answerFromScreen(
  request: APIRequestContext,
  applicant: Applicant,
  route: FlowRoute,
) {
  const walk = new ApplicantWalk(request, files, applicant);
  expect((await walk.register()).status).toBe(200);
  for (const required of route.requires ?? []) {
    const step = stepOf(findRoute(files.flow, required)!, applicant)!;
    expect(await walk.walkTo(step), `${applicant.id} reaches ${step}`).toBe(true);
    expect((await walk.answerCurrent()).status).toBe(200);
  }
  walk.enter(route.name);
  await expectAnswered(applicant, stepOf(route, applicant)!, await walk.answerCurrent());
}

for (const { applicant, steps, serverDecided } of plan) {
  if (serverDecided.length) continue;
  test(`branches: ${applicant.id}`, async ({ page, request }) => {
    const walk = new ApplicantWalk(request, files, applicant);
    const site = siteBrandFor(applicant.brand, applicant.language);
    const base = basePathFor({ brand: site, language: applicant.language });
    const query = applicant.device === "mobile" ? "?mobile=true" : "";
    if (steps[0]?.step === files.flow.initialRoute) {
      await page.goto(`${base}/${query}`);
      await expect(page.locator(`[data-route=${files.flow.initialRoute}]`)).toBeVisible();
      await checkPage(page);
    }
    const registered = await walk.register();
    const ran: string[] = [];
    for (const { step, route, sides } of steps) {
      if (step === files.flow.initialRoute) await expectAnswered(applicant, step, registered);
      else if (enteredFromScreens.has(route.name))
        await answerFromScreen(request, applicant, route);
      else {
        expect(registered.status).toBe(200);
        expect(await walk.walkTo(step), `${applicant.id} reaches ${step}`).toBe(true);
        await openWithSession(
          page,
          { token: walk.token, email: "" },
          `${base}${route.path}${query}`,
        );
        const shown =
          applicant.device === "mobile" ? (route.mobile?.name ?? route.name) : route.name;
        await expect(page.locator(`[data-route=${shown}]`)).toBeVisible();
        await checkPage(page);
        await expectAnswered(applicant, step, await walk.answerCurrent());
      }
      ran.push(...sides);
    }
    console.log(`${applicant.id} walked:\n  ${ran.join("\n  ")}`);
  });
}
