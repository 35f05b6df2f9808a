import { describe, expect, it } from "vitest";
import { taxResidenceFlag } from "./tax-residence-flag.ts";

describe("taxResidenceFlag", () => {
  it("is 3 for a Polish citizen wherever they live", () => {
    expect(taxResidenceFlag("PL", "PL")).toBe(3);
    expect(taxResidenceFlag("DE", "PL")).toBe(3);
  });

  it("is 2 for a foreigner living in Poland and 1 for a foreigner living abroad", () => {
    expect(taxResidenceFlag("PL", "UA")).toBe(2);
    expect(taxResidenceFlag("DE", "DE")).toBe(1);
  });

  it("is unknown until both the residence and the citizenship are", () => {
    expect(taxResidenceFlag(undefined, "PL")).toBeUndefined();
    expect(taxResidenceFlag("PL", undefined)).toBeUndefined();
  });
});
