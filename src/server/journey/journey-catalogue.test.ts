import { describe, expect, it } from "vitest";
import { definitionNamed, definitionsServing, journeyCatalogueOf } from "./journey-catalogue.ts";

const definition = (id: string, channels: string[] | undefined, ...actions: string[]) => ({
  id,
  ...(channels ? { channels } : {}),
  steps: actions.map((action) => ({ action, attempts: 3 })),
});

describe("a file of journey definitions", () => {
  it("reads a file of one definition as the default, for every channel", () => {
    const [only, ...others] = journeyCatalogueOf(
      { journeysPerApplication: 2, steps: [{ action: "IDENTITY:FRONT", attempts: 3 }] },
      "journey.json",
    );
    expect(others).toEqual([]);
    expect(only).toMatchObject({ id: "default", channels: ["desktop", "mobile"] });
    expect(only.journeysPerApplication).toBe(2);
  });

  it("reads several, each with its id and channels and the file's limit of journeys", () => {
    const catalogue = journeyCatalogueOf(
      {
        journeysPerApplication: 4,
        definitions: [
          definition("passport", ["desktop"], "IDENTITY:FRONT", "SELFIE"),
          definition("address", undefined, "IDENTITY:FRONT", "ADDRESS"),
        ],
      },
      "journeys.json",
    );
    expect(catalogue.map(({ id, channels }) => [id, channels])).toEqual([
      ["passport", ["desktop"]],
      ["address", ["desktop", "mobile"]],
    ]);
    expect(catalogue.map((read) => read.journeysPerApplication)).toEqual([4, 4]);
    expect(definitionsServing(catalogue, "desktop").map((read) => read.id)).toEqual([
      "passport",
      "address",
    ]);
    expect(definitionsServing(catalogue, "mobile").map((read) => read.id)).toEqual(["address"]);
    expect(definitionNamed(catalogue, "address").id).toBe("address");
    // A journey of a definition no longer in the file follows the first.
    expect(definitionNamed(catalogue, "removed").id).toBe("passport");
  });

  it.each([
    [
      { definitions: [definition("a", ["desktop"], "IDENTITY:FRONT")] },
      '"journeysPerApplication" must be a whole number',
    ],
    [{ journeysPerApplication: 1, definitions: [] }, '"definitions" must list one definition'],
    [
      {
        journeysPerApplication: 1,
        definitions: [
          definition("same", undefined, "IDENTITY:FRONT"),
          definition("same", undefined, "IDENTITY:FRONT", "SELFIE"),
        ],
      },
      'the id "same" is given to two definitions',
    ],
    [
      {
        journeysPerApplication: 1,
        definitions: [{ steps: [{ action: "IDENTITY:FRONT", attempts: 3 }] }],
      },
      'definitions[0]: each of several definitions needs its "id"',
    ],
    [
      {
        journeysPerApplication: 1,
        definitions: [definition("a", ["desktop", "tablet"], "IDENTITY:FRONT")],
      },
      'definitions[0]: "channels" must list "desktop" or "mobile", each once',
    ],
    [
      {
        journeysPerApplication: 1,
        definitions: [definition("has space", undefined, "IDENTITY:FRONT")],
      },
      'definitions[0]: "id" must be a name',
    ],
    [
      {
        journeysPerApplication: 1,
        termsAndConditions: true,
        definitions: [definition("a", undefined, "IDENTITY:FRONT")],
      },
      'beside "definitions" only "journeysPerApplication" belongs, not "termsAndConditions"',
    ],
    [
      {
        journeysPerApplication: 1,
        definitions: [definition("a", undefined, "SELFIE")],
      },
      "definitions[0]: SELFIE (step 1) needs IDENTITY:FRONT before it",
    ],
  ])("refuses %j, naming the problem", (content, problem) => {
    expect(() => journeyCatalogueOf(content, "journeys.json")).toThrow(problem);
  });
});
