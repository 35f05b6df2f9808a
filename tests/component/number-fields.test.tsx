// @vitest-environment jsdom
/**
 * Numbers in a form: one chosen from a list keeps its option's own value without asking `Intl`
 * for the decimal separator on each render; one typed in a box is a number once its text reads
 * as one, and the box keeps the text as typed.
 */
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { dataRecorder, renderExample } from "./render-example.tsx";

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const messages = {
  "example:fields.documentType.label": "Document",
  "example:fields.documentType.enum.1": "Identity card",
  "example:fields.documentType.enum.2": "Passport",
  "example:fields.size.label": "Size",
  "example:fields.size.enum.10": "Ten",
  "example:fields.size.enum.20": "Twenty",
  "example:fields.children.label": "Children",
};

const listed = {
  name: "numbers from lists",
  schema: {
    type: "object",
    properties: {
      documentType: { type: "integer", enum: [1, 2] },
      size: { type: "number", oneOf: [{ const: 10 }, { const: 20 }] },
    },
  },
  uiSchema: { documentType: { "ui:widget": "radio" } },
  formData: {},
};

const typed = {
  name: "a number typed",
  schema: { type: "object", properties: { children: { type: "integer" } } },
  uiSchema: {},
  formData: {},
};

describe("number fields", () => {
  it("gives a listed number its option's value, and never asks Intl for a separator", () => {
    const formats = vi.spyOn(Intl, "NumberFormat");
    const recorder = dataRecorder();
    renderExample(listed, { messages, onDataChange: recorder.onDataChange });
    fireEvent.click(screen.getByRole("radio", { name: "Passport" }));
    fireEvent.change(screen.getByRole("combobox", { name: "Size" }), { target: { value: "1" } });
    expect(recorder.last()).toEqual({ documentType: 2, size: 20 });
    expect(formats).not.toHaveBeenCalled();
  });

  it("reads a typed number as a number", () => {
    const recorder = dataRecorder();
    renderExample(typed, { messages, onDataChange: recorder.onDataChange });
    const box = screen.getByLabelText("Children");
    fireEvent.change(box, { target: { value: "3" } });
    expect(recorder.last()).toEqual({ children: 3 });
    fireEvent.change(box, { target: { value: "03" } });
    expect(recorder.last()).toEqual({ children: 3 });
    expect(box).toHaveProperty("value", "03");
    fireEvent.change(box, { target: { value: "-" } });
    expect(recorder.last()).toEqual({ children: "-" });
    fireEvent.change(box, { target: { value: "" } });
    expect(recorder.last()).toEqual({});
  });
});
