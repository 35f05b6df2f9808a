import { describe, expect, it } from "vitest";
import { loadDictionaries, loadFlow } from "../../src/server/config/project-files.ts";
import type { FlowDefinition } from "../../src/shared/flow/flow-definition.ts";
import { lintProgress } from "./lint-progress.ts";

describe("lintProgress", () => {
  it("finds nothing to say about the project's flow: every step shows the minutes left", () => {
    expect(lintProgress(loadFlow(loadDictionaries()))).toEqual([]);
  });

  it("names a step without minutes left", () => {
    const flow = loadFlow(loadDictionaries());
    const withoutMinutes: FlowDefinition = {
      ...flow,
      routes: flow.routes.map((route) =>
        route.name === "taxOfficeDetails" ? { ...route, progress: { step: 5 } } : route,
      ),
    };
    expect(lintProgress(withoutMinutes)).toEqual([
      "flows/onboarding.flow.json: route taxOfficeDetails (/tax-residence) gives no progress.minutesLeft: every step shows how long is left",
    ]);
  });
});
