import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { galleryJourney } from "./gallery-journey.ts";

function actionsOf(name: Parameters<typeof galleryJourney>[0]): string[] {
  const journey = galleryJourney(name);
  try {
    const definition = JSON.parse(fs.readFileSync(journey.file, "utf8")) as {
      steps: { action: string }[];
    };
    return definition.steps.map((step) => step.action);
  } finally {
    journey.remove();
  }
}

describe("the gallery's journeys", () => {
  it("runs the product's steps, with no proof of address", () => {
    expect(actionsOf("product")).not.toContain("ADDRESS");
    expect(actionsOf("product")[0]).toBe("IDENTITY:FRONT");
  });

  it("asks for the proof of address right after the document's last side", () => {
    const actions = actionsOf("addressProof");
    const lastSide = actions.findLastIndex((action) => action.startsWith("IDENTITY:"));
    expect(actions[lastSide + 1]).toBe("ADDRESS");
    expect(actions.filter((action) => action === "ADDRESS")).toHaveLength(1);
    expect(actions.filter((action) => action !== "ADDRESS")).toEqual(actionsOf("product"));
  });

  it("removes the definition's file", () => {
    const journey = galleryJourney("addressProof");
    journey.remove();
    expect(fs.existsSync(journey.file)).toBe(false);
  });
});
