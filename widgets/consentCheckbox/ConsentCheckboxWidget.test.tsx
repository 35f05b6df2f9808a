// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { dataRecorder, renderExample } from "../../tests/component/render-example.tsx";
import { consentCheckboxExamples } from "./examples.ts";

afterEach(cleanup);

const [example] = consentCheckboxExamples;

const messages = {
  "example:fields.termsAgreement.label": "I accept the terms and conditions",
  "example:fields.termsAgreement.info": "How we process your data",
  "example:dialogs.dataRegulation.title": "Data processing",
  "example:dialogs.dataRegulation.body": "We process your personal data to open your account.",
};

const checkbox = () =>
  screen.getByRole<HTMLInputElement>("checkbox", { name: "I accept the terms and conditions" });

describe("consentCheckbox", () => {
  it("starts unticked even though the schema says const true", () => {
    expect(example.schema.properties.termsAgreement.const).toBe(true);
    const data = dataRecorder();
    renderExample(example, { messages, onDataChange: data.onDataChange });
    expect(checkbox().checked).toBe(false);
    expect(data.last().termsAgreement).toBeUndefined();
  });

  it("ticks and unticks, storing true or nothing", () => {
    const data = dataRecorder();
    renderExample(example, { messages, onDataChange: data.onDataChange });
    fireEvent.click(checkbox());
    expect(checkbox().checked).toBe(true);
    expect(data.last().termsAgreement).toBe(true);
    fireEvent.click(checkbox());
    expect(checkbox().checked).toBe(false);
    expect(data.last().termsAgreement).toBeUndefined();
  });

  it("opens the information dialog from its link, labelled by its title; Close closes it", () => {
    renderExample(example, { messages });
    expect(screen.queryByRole("dialog")).toBeNull();
    const link = screen.getByRole("button", { name: "How we process your data" });
    fireEvent.click(link);
    const dialog = screen.getByRole("dialog", { name: "Data processing" });
    expect(dialog.getAttribute("aria-modal")).toBe("true");
    const title = document.getElementById(dialog.getAttribute("aria-labelledby")!);
    expect(title?.textContent).toBe("Data processing");
    expect(dialog.textContent).toContain("We process your personal data to open your account.");
    // Focus moves into the dialog.
    expect(document.activeElement).toBe(dialog);
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    // Opening the dialog does not tick the box.
    expect(checkbox().checked).toBe(false);
  });

  it("closes the dialog with Escape", () => {
    renderExample(example, { messages });
    fireEvent.click(screen.getByRole("button", { name: "How we process your data" }));
    const dialog = screen.getByRole("dialog", { name: "Data processing" });
    fireEvent.keyDown(dialog, { key: "Escape" });
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("returns focus to the link when the dialog closes", () => {
    renderExample(example, { messages });
    const link = screen.getByRole("button", { name: "How we process your data" });
    link.focus();
    fireEvent.click(link);
    fireEvent.keyDown(screen.getByRole("dialog"), { key: "Escape" });
    expect(document.activeElement).toBe(link);
  });
});
