import { describe, expect, it } from "vitest";
import { instructionSlides } from "./InstructionsPopup.tsx";

describe("the instructions' examples", () => {
  it("are one good and three bad, other ones on the Polish page", () => {
    for (const language of ["en", "pl", "de"]) {
      const slides = instructionSlides(language);
      expect(slides).toHaveLength(4);
      expect(slides.filter((kind) => kind === "good")).toHaveLength(1);
    }
    expect(instructionSlides("pl")).not.toEqual(instructionSlides("en"));
    expect(instructionSlides("de")).toEqual(instructionSlides("en"));
  });
});
