import { describe, expect, it } from "vitest";
import { clientNameOf } from "./built-in-client-zone.ts";

describe("the client zone's greeting", () => {
  it("writes names kept in capitals as names are written", () => {
    expect(clientNameOf({ firstName: "ANNA MARIA", lastName: "KOWALSKA-NOWAK" })).toBe(
      "Anna Maria Kowalska-Nowak",
    );
  });

  it("greets a client by the names as they wrote them", () => {
    expect(clientNameOf({ firstName: "Siobhan", lastName: "McDonald" })).toBe("Siobhan McDonald");
    expect(clientNameOf({ firstName: "Anna" })).toBe("Anna");
  });
});
