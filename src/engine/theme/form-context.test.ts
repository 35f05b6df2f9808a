import { describe, expect, it } from "vitest";
import { fieldOfId } from "./form-context.ts";

const registry = {
  rootSchema: {
    type: "object",
    properties: { g1: { type: "string" }, g1_name: { type: "string" }, taxes: { type: "array" } },
    allOf: [{ if: { required: ["g1"] }, then: { properties: { g1_details: { type: "string" } } } }],
  },
};

describe("fieldOfId", () => {
  it("reads a field whose name holds the id's separator", () => {
    expect(fieldOfId("root_g1_name", registry)).toBe("g1_name");
    expect(fieldOfId("root_g1", registry)).toBe("g1");
  });

  it("knows the fields a conditional part declares", () => {
    expect(fieldOfId("root_g1_details", registry)).toBe("g1_details");
  });

  it("gives the field a part inside it belongs to", () => {
    expect(fieldOfId("root_taxes_0", registry)).toBe("taxes");
    expect(fieldOfId("root_taxes_0_country", registry)).toBe("taxes");
  });
});
