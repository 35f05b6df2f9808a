import { describe, expect, it } from "vitest";
import { addressProofKind } from "./proof-kind.ts";

describe("the kind of a proof of address", () => {
  it("is named by the words the page holds most", () => {
    expect(addressProofKind(["Bank Północny S.A.", "WYCIĄG Z RACHUNKU", "Saldo końcowe"])).toBe(
      "BankStatement",
    );
    expect(addressProofKind(["Emerald Energy", "Electricity bill", "412 kWh", "VAT at 9%"])).toBe(
      "UtilityBill",
    );
    expect(addressProofKind(["Council Tax bill 2026/27", "Band C"])).toBe("CouncilTax");
    expect(addressProofKind(["Umowa najmu lokalu", "Wynajmujący: Adam Nowak"])).toBe(
      "TenancyAgreement",
    );
  });

  it("is Others for a page without such words", () => {
    expect(addressProofKind([])).toBe("Others");
    expect(addressProofKind(["Dear Jan", "Thank you"])).toBe("Others");
  });
});
