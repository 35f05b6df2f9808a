import { describe, expect, it } from "vitest";
import { closestName, editDistance } from "./closest-name.ts";

describe("closest name", () => {
  it("counts a missing letter or a swap of neighbours as one edit, and a change of case as none", () => {
    expect(editDistance("midleName", "middleName")).toBe(1);
    expect(editDistance("pesle", "pesel")).toBe(1);
    expect(editDistance("citizenShip", "citizenship")).toBe(0);
    expect(editDistance("kitten", "sitting")).toBe(3);
  });

  it("suggests the nearest known name, and nothing for a name that is another word", () => {
    const fields = ["firstName", "middleName", "lastName", "pesel", "noPesel"];
    expect(closestName("midleName", fields)).toBe("middleName");
    expect(closestName("pesl", fields)).toBe("pesel");
    expect(closestName("nickname", fields)).toBeUndefined();
    expect(closestName("pes", fields)).toBeUndefined();
  });
});
