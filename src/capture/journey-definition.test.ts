import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { IDENTITY_JOURNEY } from "./identity-journey.ts";
import { readJourneyDefinition } from "./journey-definition.ts";

const step = (action: string, attempts: unknown = 3) => ({ action, attempts });

describe("journey definition", () => {
  it("reads flows/identity-journey.json as the document (front, back), the selfie and liveness, 3 attempts each", () => {
    const json: unknown = JSON.parse(
      fs.readFileSync(new URL("../../flows/identity-journey.json", import.meta.url), "utf8"),
    );
    const reading = readJourneyDefinition(json);
    expect(reading).toEqual({ ok: true, definition: IDENTITY_JOURNEY });
    expect(IDENTITY_JOURNEY).toEqual({
      termsAndConditions: false,
      steps: [
        { action: "IDENTITY:FRONT", attempts: 3 },
        { action: "IDENTITY:BACK", attempts: 3 },
        { action: "SELFIE", attempts: 3 },
        { action: "LIVENESS", attempts: 3 },
      ],
    });
  });

  it("keeps a selfie step's manual capture, and refuses one it does not know", () => {
    const selfie = (manualCapture: unknown) =>
      readJourneyDefinition({
        termsAndConditions: false,
        steps: [step("IDENTITY:FRONT"), { ...step("SELFIE"), manualCapture }],
      });
    expect(selfie("shownChecked")).toEqual({
      ok: true,
      definition: {
        termsAndConditions: false,
        steps: [
          step("IDENTITY:FRONT"),
          { action: "SELFIE", attempts: 3, manualCapture: "shownChecked" },
        ],
      },
    });
    expect(selfie("on")).toEqual({
      ok: false,
      error: { code: "invalidDefinition", path: "/steps/1/manualCapture" },
    });
  });

  it("reads whether the user-input form comes first, and refuses a value that is no yes or no", () => {
    const definition = { termsAndConditions: false, steps: [step("IDENTITY:FRONT")] };
    expect(readJourneyDefinition({ ...definition, userInput: true })).toMatchObject({
      ok: true,
      definition: { userInput: true },
    });
    const without = readJourneyDefinition(definition);
    expect(without.ok && "userInput" in without.definition).toBe(false);
    expect(readJourneyDefinition({ ...definition, userInput: "yes" })).toEqual({
      ok: false,
      error: { code: "invalidDefinition", path: "/userInput" },
    });
  });

  it("reads a health certificate's step (COVID) after the document", () => {
    const reading = readJourneyDefinition({
      termsAndConditions: true,
      steps: [step("IDENTITY:FRONT"), step("COVID")],
    });
    expect(reading).toMatchObject({ ok: true, definition: { steps: [{}, { action: "COVID" }] } });
  });

  it("refuses an action the contract does not have", () => {
    const reading = readJourneyDefinition({ termsAndConditions: false, steps: [step("PASSPORT")] });
    expect(reading).toEqual({ ok: false, error: { code: "unknownAction", action: "PASSPORT" } });
  });

  it("refuses NONE as a step, since it is the flow state outside any step", () => {
    const reading = readJourneyDefinition({ termsAndConditions: false, steps: [step("NONE")] });
    expect(reading).toEqual({
      ok: false,
      error: { code: "invalidDefinition", path: "/steps/0/action" },
    });
  });

  it.each([
    [null, ""],
    [{ steps: [step("IDENTITY:FRONT")] }, "/termsAndConditions"],
    [{ termsAndConditions: false, steps: [] }, "/steps"],
    [{ termsAndConditions: false, steps: ["IDENTITY:FRONT"] }, "/steps/0"],
    [{ termsAndConditions: false, steps: [step("IDENTITY:FRONT", 0)] }, "/steps/0/attempts"],
    [{ termsAndConditions: false, steps: [step("IDENTITY:FRONT", 1.5)] }, "/steps/0/attempts"],
  ])("points at the bad value of a malformed definition (%j)", (json, path) => {
    expect(readJourneyDefinition(json)).toEqual({
      ok: false,
      error: { code: "invalidDefinition", path },
    });
  });
});
