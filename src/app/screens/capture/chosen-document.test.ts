import { describe, expect, it } from "vitest";
import { chosenDocument, isPersonStep, pageStepOf } from "./chosen-document.ts";

describe("the journey step's subject", () => {
  it("names the page steps: a proof of address and a health certificate", () => {
    expect(pageStepOf("ADDRESS")).toBe("address");
    expect(pageStepOf("COVID")).toBe("healthPass");
    for (const action of ["IDENTITY:FRONT", "IDENTITY:BACK", "SELFIE", "LIVENESS", undefined])
      expect(pageStepOf(action)).toBeUndefined();
  });

  it("tells the person's steps from the document's", () => {
    expect(isPersonStep("SELFIE") && isPersonStep("LIVENESS")).toBe(true);
    expect(isPersonStep("COVID")).toBe(false);
  });

  it("names the document chosen, or a document where none was", () => {
    expect(chosenDocument({ desktopDocumentChoice: { documentType: 1 } })).toBe("passport");
    expect(chosenDocument({ desktopDocumentChoice: { documentType: 2 } })).toBe("idCard");
    expect(chosenDocument({})).toBe("document");
  });
});
