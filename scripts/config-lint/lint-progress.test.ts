import { describe, expect, it } from "vitest";
import { loadProjectFiles } from "../../src/server/config/project-files.ts";
import type { FlowDefinition, FlowRoute } from "../../src/shared/flow/flow-definition.ts";
import { lintProgress } from "./lint-progress.ts";

const files = loadProjectFiles();
const english = files.locales.en.common!;

const withRoute = (name: string, change: (route: FlowRoute) => FlowRoute): FlowDefinition => ({
  ...files.flow,
  routes: files.flow.routes.map((route) => (route.name === name ? change(route) : route)),
});

describe("lintProgress", () => {
  it("finds nothing to say about the project's flow: every step shows the minutes and its stage", () => {
    expect(lintProgress(files.flow, english)).toEqual([]);
  });

  it("names a step without minutes left", () => {
    const flow = withRoute("taxOfficeDetails", (route) => ({
      ...route,
      progress: { stage: "taxResidence" },
    }));
    expect(lintProgress(flow, english)).toEqual([
      "flows/onboarding.flow.json: route taxOfficeDetails (/tax-residence) gives no progress.minutesLeft: every step shows how long is left",
    ]);
  });

  it("names a step without a stage, and a stage the flow does not list", () => {
    const flow = withRoute("addressDetails", (route) => ({
      ...route,
      progress: { minutesLeft: 4, stage: "adress" },
    }));
    expect(lintProgress(flow, english)).toEqual([
      'flows/onboarding.flow.json: route addressDetails (/residence-details) names the stage "adress", which "stages" does not list',
      'flows/onboarding.flow.json: stage "address" is no route\'s progress.stage',
    ]);
    const without = withRoute("addressDetails", (route) => ({
      ...route,
      progress: { minutesLeft: 4 },
    }));
    expect(lintProgress(without, english)[0]).toBe(
      "flows/onboarding.flow.json: route addressDetails (/residence-details) gives no progress.stage: every step of an application shows its stage",
    );
  });

  it("names a progress key nothing reads, such as the spec's countdown step", () => {
    const flow = withRoute("addressDetails", (route) => ({
      ...route,
      progress: { ...route.progress, step: 6 } as FlowRoute["progress"],
    }));
    expect(lintProgress(flow, english)).toEqual([
      "flows/onboarding.flow.json: route addressDetails gives progress.step, which nothing reads (progress takes minutesLeft and stage)",
    ]);
  });

  it("names a listed stage without its English name", () => {
    const { address: _address, ...stages } = english.stages as Record<string, string>;
    expect(lintProgress(files.flow, { ...english, stages })).toEqual([
      "locales/en/common.json: stages.address is missing (the stage's name)",
    ]);
  });
});
