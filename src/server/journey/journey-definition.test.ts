import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { PROJECT_ROOT } from "../config/project-files.ts";
import { loadJourneyCatalogue, loadJourneyCatalogues } from "./journey-catalogue.ts";
import { serverJourneyDefinitionOf } from "./journey-definition.ts";

/** The only definition of a file of one. */
const loadServerJourneyDefinition = (root: string, file?: string) =>
  loadJourneyCatalogue(root, file)[0];

const steps = (...actions: string[]) => ({
  journeysPerApplication: 3,
  steps: actions.map((action) => ({ action, attempts: 3 })),
});

describe("the journey definition as the server reads it", () => {
  it("reads the project's, and a deployment's own file from JOURNEY_DEFINITION", () => {
    expect(loadServerJourneyDefinition(PROJECT_ROOT).steps.map((step) => step.action)).toEqual([
      "IDENTITY:FRONT",
      "IDENTITY:BACK",
      "SELFIE",
      "LIVENESS",
    ]);
    expect(loadServerJourneyDefinition(PROJECT_ROOT).steps.at(-1)).toEqual({
      action: "LIVENESS",
      attempts: 3,
      liveness: expect.objectContaining({ actions: 2, actionSeconds: 10 }),
    });
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), "onboarding-definition-test-"));
    const file = path.join(folder, "journey.json");
    fs.writeFileSync(
      file,
      JSON.stringify({
        termsAndConditions: true,
        ...steps("IDENTITY:FRONT", "IDENTITY:BACK"),
      }),
    );
    try {
      const definition = loadServerJourneyDefinition(PROJECT_ROOT, file);
      expect(definition.termsAndConditions).toBe(true);
      expect(definition.steps.map((step) => step.action)).toEqual([
        "IDENTITY:FRONT",
        "IDENTITY:BACK",
      ]);
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });

  it("reads whether the user-input form comes first: no unless it says true", () => {
    const base = steps("IDENTITY:FRONT");
    expect(serverJourneyDefinitionOf(base, "journey.json").userInput).toBe(false);
    expect(serverJourneyDefinitionOf({ ...base, userInput: true }, "journey.json").userInput).toBe(
      true,
    );
    expect(() => serverJourneyDefinitionOf({ ...base, userInput: "yes" }, "journey.json")).toThrow(
      'journey.json: "userInput" must be true or false',
    );
  });

  it("reads a selfie step's manual capture, hidden unless it says shown and checked", () => {
    const selfieOf = (manualCapture?: unknown) =>
      serverJourneyDefinitionOf(
        {
          journeysPerApplication: 3,
          steps: [
            { action: "IDENTITY:FRONT", attempts: 3 },
            { action: "SELFIE", attempts: 3, ...(manualCapture ? { manualCapture } : {}) },
          ],
        },
        "journey.json",
      ).steps[1];
    expect(selfieOf()).toEqual({ action: "SELFIE", attempts: 3, manualCapture: "hidden" });
    expect(selfieOf("shownChecked")?.manualCapture).toBe("shownChecked");
    expect(() => selfieOf("checked")).toThrow(
      `journey.json: the SELFIE step's "manualCapture" must be "hidden" or "shownChecked"`,
    );
  });

  it("reads each brand's: its own setting, the setting for all, the project's file for the brand, the project's", () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "onboarding-brand-definitions-"));
    const write = (file: string, ...actions: string[]) => {
      fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      fs.writeFileSync(path.join(root, file), JSON.stringify(steps(...actions)));
    };
    const actionsByBrand = (files: { all?: string; pl?: string; eu?: string }) => {
      const definitions = loadJourneyCatalogues(root, {
        all: files.all,
        pl: files.pl,
        eu: files.eu,
      });
      return {
        pl: definitions.pl[0].steps.map((step) => step.action),
        eu: definitions.eu[0].steps.map((step) => step.action),
      };
    };
    try {
      write("flows/identity-journey.json", "IDENTITY:FRONT", "SELFIE");
      expect(actionsByBrand({})).toEqual({
        pl: ["IDENTITY:FRONT", "SELFIE"],
        eu: ["IDENTITY:FRONT", "SELFIE"],
      });
      write("flows/identity-journey.pl.json", "IDENTITY:FRONT", "IDENTITY:BACK");
      expect(actionsByBrand({})).toEqual({
        pl: ["IDENTITY:FRONT", "IDENTITY:BACK"],
        eu: ["IDENTITY:FRONT", "SELFIE"],
      });
      write("all.json", "IDENTITY:FRONT");
      expect(actionsByBrand({ all: "all.json" })).toEqual({
        pl: ["IDENTITY:FRONT"],
        eu: ["IDENTITY:FRONT"],
      });
      write("eu.json", "IDENTITY:FRONT", "SELFIE", "LIVENESS");
      expect(actionsByBrand({ all: "all.json", eu: "eu.json" })).toEqual({
        pl: ["IDENTITY:FRONT"],
        eu: ["IDENTITY:FRONT", "SELFIE", "LIVENESS"],
      });
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });

  it("refuses steps in an order no journey can be captured in, saying which", () => {
    expect(() =>
      serverJourneyDefinitionOf(steps("IDENTITY:FRONT", "LIVENESS", "SELFIE"), "journey.json"),
    ).toThrow(
      "journey.json: LIVENESS (step 2) needs SELFIE before it: the live face is compared with the selfie's",
    );
    expect(() => serverJourneyDefinitionOf(steps("SELFIE"), "journey.json")).toThrow(
      /SELFIE \(step 1\) needs IDENTITY:FRONT before it/,
    );
  });
});
