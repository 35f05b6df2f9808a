import { describe, expect, it } from "vitest";
import { documentOfUpload, journeyResultFromWire } from "./journey-result.ts";

describe("journey result", () => {
  it("reads the scan service's ProcessedDocuments and HighLevelResult", () => {
    const read = journeyResultFromWire({
      HighLevelResult: "Refer",
      ProcessedDocuments: [
        {
          IsValidated: true,
          HighLevelResult: "Passed",
          IssuingCountryCode: "POL",
          DocumentType: "ID",
          DocumentSide: "Front",
        },
        { IsValidated: "yes", HighLevelResult: "Surprise" },
      ],
    });
    expect(read).toEqual({
      highLevelResult: "Refer",
      processedDocuments: [
        {
          isValidated: true,
          highLevelResult: "Passed",
          issuingCountryCode: "POL",
          documentType: "ID",
          documentSide: "Front",
        },
        {
          isValidated: false,
          highLevelResult: "Undefined",
          issuingCountryCode: null,
          documentType: null,
          documentSide: null,
        },
      ],
    });
  });

  it("reads the action the service waits for next, and leaves out one it does not know", () => {
    expect(journeyResultFromWire({ CurrentAction: "SELFIE" }).currentAction).toBe("SELFIE");
    expect(journeyResultFromWire({ CurrentAction: "NONE" }).currentAction).toBe("NONE");
    expect(journeyResultFromWire({ CurrentAction: "DANCE" })).not.toHaveProperty("currentAction");
  });

  it("reads a malformed answer as an Undefined result without documents", () => {
    expect(journeyResultFromWire("oops")).toEqual({
      highLevelResult: "Undefined",
      processedDocuments: [],
    });
  });

  it("takes the newest document as the upload's only when the upload added one", () => {
    const result = journeyResultFromWire({
      ProcessedDocuments: [{ DocumentSide: "Front" }, { DocumentSide: "Back" }],
    });
    expect(documentOfUpload(result, 1)?.documentSide).toBe("Back");
    expect(documentOfUpload(result, 2)).toBeUndefined();
  });
});
