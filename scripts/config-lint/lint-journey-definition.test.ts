import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { lintJourneyDefinition } from "./lint-journey-definition.ts";

const PROJECT_DEFINITION = JSON.parse(fs.readFileSync("flows/identity-journey.json", "utf8")) as {
  steps: { action: string; attempts: number }[];
};
const withSteps = (...actions: string[]) => ({
  termsAndConditions: false,
  journeysPerApplication: 3,
  steps: actions.map((action) => ({ action, attempts: 3 })),
});

describe("the journey definition's lint", () => {
  it("passes the project's definition", () => {
    expect(lintJourneyDefinition(PROJECT_DEFINITION)).toEqual([]);
  });

  it("names an action the contract does not have, with the one probably meant", () => {
    expect(lintJourneyDefinition(withSteps("IDENTITY:FORNT"))).toEqual([
      expect.stringMatching(
        /^flows\/identity-journey\.json: "IDENTITY:FORNT" is no journey action \(did you mean IDENTITY:FRONT\?\)/,
      ),
    ]);
  });

  it("refuses a back that does not follow its front", () => {
    expect(lintJourneyDefinition(withSteps("IDENTITY:BACK", "IDENTITY:FRONT"))).toEqual([
      "flows/identity-journey.json: IDENTITY:BACK (step 1) needs IDENTITY:FRONT right before it: a card's back is read with its front",
    ]);
  });

  it("refuses a selfie's manual capture it does not know", () => {
    const definition = withSteps("IDENTITY:FRONT", "SELFIE");
    const selfie = { ...definition.steps[1]!, manualCapture: "visible" };
    expect(
      lintJourneyDefinition({ ...definition, steps: [definition.steps[0]!, selfie] }),
    ).toContain(
      `flows/identity-journey.json: the SELFIE step's "manualCapture" must be "hidden" or "shownChecked"`,
    );
  });

  it("names a wrong manual capture and a mistyped action after it, each for itself", () => {
    const definition = withSteps("IDENTITY:FRONT", "SELFIE", "LIVENES");
    const steps = definition.steps.map((step) =>
      step.action === "SELFIE" ? { ...step, manualCapture: "checkd" } : step,
    );
    const problems = lintJourneyDefinition({ ...definition, steps });
    expect(problems).toContain(
      `flows/identity-journey.json: the SELFIE step's "manualCapture" must be "hidden" or "shownChecked"`,
    );
    expect(problems).toContainEqual(
      expect.stringMatching(/"LIVENES" is no journey action \(did you mean LIVENESS\?\)/),
    );
    expect(problems.join("\n")).not.toContain("is not as the journey reads it");
  });

  it("refuses a step asked for twice", () => {
    expect(lintJourneyDefinition(withSteps("IDENTITY:FRONT", "IDENTITY:FRONT"))).toEqual([
      "flows/identity-journey.json: step 2 asks for IDENTITY:FRONT again: each action is one step",
    ]);
  });

  it("refuses a selfie before the document, and liveness before the selfie", () => {
    expect(lintJourneyDefinition(withSteps("SELFIE", "IDENTITY:FRONT"))).toContain(
      "flows/identity-journey.json: SELFIE (step 1) needs IDENTITY:FRONT before it: the selfie is matched with the portrait on the document",
    );
    expect(lintJourneyDefinition(withSteps("IDENTITY:FRONT", "LIVENESS", "SELFIE"))).toContain(
      "flows/identity-journey.json: LIVENESS (step 2) needs SELFIE before it: the live face is compared with the selfie's",
    );
  });

  it("takes every action of the contract, a health certificate after the document too", () => {
    expect(lintJourneyDefinition(withSteps("IDENTITY:FRONT", "SELFIE", "COVID"))).toEqual([]);
    expect(lintJourneyDefinition(withSteps("COVID", "IDENTITY:FRONT"))).toContain(
      "flows/identity-journey.json: COVID (step 1) needs IDENTITY:FRONT before it: the health certificate's holder is cross-checked with the document's",
    );
    expect(
      lintJourneyDefinition(withSteps("IDENTITY:FRONT", "IDENTITY:BACK", "SELFIE", "LIVENESS")),
    ).toEqual([]);
  });

  it("refuses attempts that are not a whole number of 1 or more, and a missing journeys limit", () => {
    expect(
      lintJourneyDefinition({
        termsAndConditions: false,
        journeysPerApplication: 3,
        steps: [{ action: "IDENTITY:FRONT", attempts: 0 }],
      }),
    ).toEqual([expect.stringMatching(/: \/steps\/0\/attempts is not as the journey reads it/)]);
    expect(
      lintJourneyDefinition({ termsAndConditions: false, steps: PROJECT_DEFINITION.steps }),
    ).toEqual([
      'flows/identity-journey.json: "journeysPerApplication" must be a whole number of 1 or more',
    ]);
  });

  it("refuses a liveness step's challenge that cannot be run", () => {
    const withLiveness = (liveness: Record<string, unknown>) => ({
      ...withSteps("IDENTITY:FRONT", "SELFIE"),
      steps: [
        ...withSteps("IDENTITY:FRONT", "SELFIE").steps,
        { action: "LIVENESS", attempts: 3, ...liveness },
      ],
    });
    const problems = (liveness: Record<string, unknown>) =>
      lintJourneyDefinition(withLiveness(liveness)).filter((problem) =>
        problem.includes('"action'),
      );
    expect(problems({ actionPool: ["smile", "wink"] })).toEqual([
      'flows/identity-journey.json: the LIVENESS step\'s "actionPool" must list actions of smile, frown, lookLeft, lookRight, lookUp, lookDown, each once',
    ]);
    expect(problems({ actionPool: ["smile"], actions: 2 })).toEqual([
      'flows/identity-journey.json: the LIVENESS step\'s "actions" must be a whole number from 1 to the 1 of its pool',
    ]);
    expect(problems({ actionSeconds: 1 })).toEqual([
      'flows/identity-journey.json: the LIVENESS step\'s "actionSeconds" must be from 3 to 60',
    ]);
    expect(problems({ actions: 2, actionSeconds: 8, actionPool: ["smile", "lookLeft"] })).toEqual(
      [],
    );
  });

  it("lints each of several definitions by its place, and the list's ids", () => {
    const { journeysPerApplication: _limit, ...first } = withSteps("IDENTITY:FRONT", "SELFIE");
    const { journeysPerApplication: _same, ...second } = withSteps("SELFIE");
    const file = {
      journeysPerApplication: 3,
      definitions: [
        { id: "passport", channels: ["desktop"], ...first },
        { id: "passport", ...second },
      ],
    };
    expect(lintJourneyDefinition(file)).toEqual([
      "flows/identity-journey.json definitions[1]: SELFIE (step 1) needs IDENTITY:FRONT before it: the selfie is matched with the portrait on the document",
      'flows/identity-journey.json: the id "passport" is given to two definitions',
    ]);
    expect(
      lintJourneyDefinition({ ...file, definitions: [file.definitions[0], { ...first, id: "b" }] }),
    ).toEqual([]);
  });
});
