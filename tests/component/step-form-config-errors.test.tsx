// @vitest-environment jsdom
/** A misconfigured step never shows RJSF's internal error text or raw schema to the user. */
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderExample } from "./render-example.tsx";

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const messages = {
  "example:fields.firstName.label": "First name",
  "example:fields.middleName.label": "Middle name",
  "common:fieldUnavailable": "This part of the form is not available at the moment.",
};

const schema = {
  type: "object",
  properties: { firstName: { type: "string" }, middleName: { type: "string" } },
};

function expectNoInternalText(): void {
  const text = document.body.textContent ?? "";
  expect(text).not.toMatch(/Invalid|Unsupported|Unknown field type|root object|\{"/);
  expect(document.querySelector("pre")).toBeNull();
}

describe("StepForm with a misconfigured UI schema", () => {
  it("a typo in ui:order still shows every field, and reports the mistake to the console", () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    renderExample(
      { name: "typo", schema, uiSchema: { "ui:order": ["firstName", "midleName"] }, formData: {} },
      { messages },
    );
    expectNoInternalText();
    expect(screen.getByLabelText("First name")).toBeTruthy();
    expect(screen.getByLabelText("Middle name")).toBeTruthy();
    expect(errors.mock.calls.flat().join(" ")).toContain('"middleName" has no place in ui:order');
  });

  it("an unknown widget shows a neutral notice in place of the field, not a crash", () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    renderExample(
      {
        name: "widget",
        schema,
        uiSchema: { middleName: { "ui:widget": "nameBoxes" } },
        formData: {},
      },
      { messages },
    );
    expectNoInternalText();
    expect(screen.getByText("This part of the form is not available at the moment.")).toBeTruthy();
    expect(screen.getByLabelText("First name")).toBeTruthy();
    expect(errors.mock.calls.flat().join(" ")).toContain("nameBoxes");
  });

  it("a field of no type shows the neutral notice and logs which field it is", () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    renderExample(
      {
        name: "typeless",
        schema: {
          type: "object",
          properties: { firstName: { type: "string" }, note: { maxLength: 3 } },
        },
        uiSchema: {},
        formData: {},
      },
      { messages },
    );
    expectNoInternalText();
    expect(screen.getByText("This part of the form is not available at the moment.")).toBeTruthy();
    expect(errors.mock.calls.flat().join(" ")).toContain("root_note");
  });

  it("a conditional field whose part does not apply shows nothing, not an error", () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    renderExample(
      {
        name: "conditional",
        schema: {
          type: "object",
          properties: { confirm: { type: "boolean" } },
          allOf: [
            {
              if: { properties: { confirm: { const: false } }, required: ["confirm"] },
              then: { properties: { country: { type: "string", enum: ["PL", "DE"] } } },
            },
            { properties: { country: { not: { enum: ["ES"] } } } },
          ],
        },
        uiSchema: {},
        formData: { confirm: true },
      },
      { messages },
    );
    expectNoInternalText();
    expect(screen.queryByText("This part of the form is not available at the moment.")).toBeNull();
    expect(errors).not.toHaveBeenCalled();
  });
});
