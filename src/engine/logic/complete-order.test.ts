import { describe, expect, it } from "vitest";
import { completeOrder } from "./complete-order.ts";

const schema = {
  type: "object",
  properties: { firstName: { type: "string" }, middleName: { type: "string" } },
};

describe("completeOrder", () => {
  it("places a field the order forgets after the ordered ones and reports it", () => {
    const { uiSchema, problems } = completeOrder(schema, {
      "ui:order": ["firstName", "midleName"],
    });
    expect(uiSchema["ui:order"]).toEqual(["firstName", "midleName", "*"]);
    expect(problems).toEqual(['"middleName" has no place in ui:order']);
  });

  it("keeps one wildcard and one place per name", () => {
    const { uiSchema, problems } = completeOrder(schema, {
      "ui:order": ["*", "firstName", "firstName", "*"],
    });
    expect(uiSchema["ui:order"]).toEqual(["*", "firstName"]);
    expect(problems).toEqual(['"firstName" is named twice in ui:order']);
  });

  it("leaves a complete order as it is, with nothing to report", () => {
    const { uiSchema, problems } = completeOrder(schema, {
      "ui:order": ["middleName", "firstName"],
    });
    expect(uiSchema["ui:order"]).toEqual(["middleName", "firstName", "*"]);
    expect(problems).toEqual([]);
  });

  it("does nothing without an order", () => {
    const ui = { firstName: {} };
    expect(completeOrder(schema, ui)).toEqual({ uiSchema: ui, problems: [] });
  });
});
