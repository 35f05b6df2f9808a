// @vitest-environment jsdom
/**
 * Fields that a box or a choice shows and hides: decided by the engine from the flat schema, so
 * showing or hiding one renders no RJSF part again; a form whose options depend on the data is
 * handed to RJSF again when they change.
 */
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { FormData } from "../../src/engine/index.ts";
import { objectRenders } from "./object-renders.ts";
import { isShown, renderStep } from "./render-step.tsx";

vi.mock("../../src/engine/theme/ObjectFieldTemplate.tsx", async (importOriginal) =>
  (await import("./object-renders.ts")).countingObjectTemplate(importOriginal),
);

afterEach(cleanup);

const fieldOf = (container: HTMLElement, field: string) =>
  container.querySelector<HTMLElement>(`[data-field=${field}]`);

describe("personal data's no-expiry box", () => {
  it("hides the expiry date and brings it back with its value, without RJSF rendering the form again", () => {
    let data: FormData = {};
    const { container } = renderStep("personalDataConfirm", {
      initialData: { citizenship: "IE", documentExpirationDate: "2031-05-17" },
      context: { languageCountry: "GB" },
      onDataChange: (next) => (data = next),
    });
    const before = objectRenders.count;
    const expiry = fieldOf(container, "documentExpirationDate")!;
    expect(isShown(expiry)).toBe(true);

    fireEvent.click(screen.getByRole("checkbox", { name: "My document has no expiry date" }));
    // Kept, out of view and of the accessibility tree: coming back is an update, not a new build.
    expect(fieldOf(container, "documentExpirationDate")).toBe(expiry);
    expect(isShown(expiry)).toBe(false);
    expect(within(expiry).queryByRole("textbox", { name: "Year" })).toBeNull();
    expect(data.noLimitExpiryDate).toBe(true);
    expect(data).not.toHaveProperty("documentExpirationDate");

    fireEvent.click(screen.getByRole("checkbox", { name: "My document has no expiry date" }));
    expect(fieldOf(container, "documentExpirationDate")).toBe(expiry);
    expect(isShown(expiry)).toBe(true);
    expect(within(expiry).getByRole("textbox", { name: "Year" })).toHaveProperty("value", "2031");
    expect(data.documentExpirationDate).toBe("2031-05-17");
    expect(objectRenders.count).toBe(before);
  });

  it("takes every key typed into a name without RJSF rendering the form again", () => {
    let data: FormData = {};
    const { container } = renderStep("personalDataConfirm", {
      context: { languageCountry: "GB" },
      onDataChange: (next) => (data = next),
    });
    const before = objectRenders.count;
    const input = within(fieldOf(container, "firstName")!).getByRole("textbox");
    for (const text of ["A", "An", "Ann", "Anna"])
      fireEvent.change(input, { target: { value: text } });
    fireEvent.blur(input);
    expect(input).toHaveProperty("value", "Anna");
    expect(data.firstName).toBe("Anna");
    expect(objectRenders.count).toBe(before);
  });
});

describe("a form whose options depend on the data (risk assessment)", () => {
  it("offers the sources of funds of the chosen employment, and the work questions only to the working", () => {
    let data: FormData = {};
    const { container } = renderStep("riskAssessment", {
      onDataChange: (next) => (data = next),
    });
    const status = (name: string) =>
      fireEvent.click(within(fieldOf(container, "employmentStatus")!).getByRole("radio", { name }));
    // The options the list offers, opened and closed again with its toggle.
    const sources = () => {
      const field = within(fieldOf(container, "sourceOfFunds")!);
      const toggle = field.getByRole("button", { name: "Show options" });
      fireEvent.click(toggle);
      const offered = field.getAllByRole("option").map((option) => option.textContent);
      fireEvent.click(toggle);
      return offered;
    };
    expect(sources()).toHaveLength(5);

    status("Employed");
    expect(data.employmentStatus).toBe("EMPLOYED");
    expect(fieldOf(container, "position")).not.toBeNull();
    expect(sources()).toHaveLength(5);

    status("Unemployed");
    expect(data.employmentStatus).toBe("UNEMPLOYED");
    expect(fieldOf(container, "position")).toBeNull();
    expect(sources()).toHaveLength(3);
  });
});
