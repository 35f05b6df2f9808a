import { describe, expect, it } from "vitest";
import { maskPolishPostalCode, readPostalCodeAddresses } from "./postal-code-mask.ts";

describe("maskPolishPostalCode", () => {
  it("puts the hyphen in after two digits, as the client types", () => {
    expect(["0", "00", "006", "0062", "00624"].map(maskPolishPostalCode)).toEqual([
      "0",
      "00",
      "00-6",
      "00-62",
      "00-624",
    ]);
  });

  it("drops letters and extra digits, and keeps a pasted code whole", () => {
    expect(maskPolishPostalCode("00-624")).toBe("00-624");
    expect(maskPolishPostalCode("a0b0-6245")).toBe("00-624");
    expect(maskPolishPostalCode("00-")).toBe("00");
  });
});

describe("readPostalCodeAddresses", () => {
  it("keeps cities with lists of street names and drops anything else", () => {
    expect(readPostalCodeAddresses({ Warszawa: ["Marszałkowska", 5], Adamów: "x" })).toEqual({
      Warszawa: ["Marszałkowska"],
      Adamów: [],
    });
    expect(readPostalCodeAddresses(null)).toEqual({});
    expect(readPostalCodeAddresses(["Warszawa"])).toEqual({});
  });
});
