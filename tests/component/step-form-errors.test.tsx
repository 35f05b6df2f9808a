// @vitest-environment jsdom
/** Errors reach the fields that show them from the form's controller, not through RJSF. */
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { objectRenders } from "./object-renders.ts";
import { renderStep, stepFiles } from "./render-step.tsx";

vi.mock("../../src/engine/theme/ObjectFieldTemplate.tsx", async (importOriginal) =>
  (await import("./object-renders.ts")).countingObjectTemplate(importOriginal),
);

afterEach(cleanup);

describe("a submit's errors", () => {
  it("show on every invalid field without RJSF rendering the form again", async () => {
    const { container } = renderStep("personalDataConfirm", {
      initialData: { documentNumber: "PA1234567" },
      context: { languageCountry: "GB" },
    });
    const before = objectRenders.count;
    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    expect(await screen.findByRole("heading", { name: "There is a problem" })).toBeTruthy();

    const firstName = container.querySelector<HTMLElement>("[data-field=firstName]")!;
    const input = within(firstName).getByRole("textbox");
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(input.getAttribute("aria-describedby")).toContain("root_firstName__error");
    expect(firstName.querySelector(".field__error")?.textContent).toBeTruthy();
    const documentNumber = container.querySelector<HTMLElement>("[data-field=documentNumber]")!;
    expect(documentNumber.querySelector(".field__error:not([hidden])")).toBeNull();
    expect(within(documentNumber).getByRole("textbox").getAttribute("aria-invalid")).toBeNull();
    expect(objectRenders.count).toBe(before);
  });

  it("answer a press of Next without the browser's own form submission", async () => {
    renderStep("personalDataConfirm", { context: { languageCountry: "GB" } });
    // Ahead of every listener of the page: a submit event at all means the browser submitted.
    const submits = vi.fn();
    window.addEventListener("submit", submits, true);
    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    expect(await screen.findByRole("heading", { name: "There is a problem" })).toBeTruthy();
    window.removeEventListener("submit", submits, true);
    expect(submits).not.toHaveBeenCalled();
  });

  it("come from a validator that already ran once, unasked, while the browser was idle after the form showed", async () => {
    const { validator } = stepFiles("personalDataConfirm");
    const validateFormData = vi.spyOn(validator, "validateFormData");
    renderStep("personalDataConfirm", { validator, context: { languageCountry: "GB" } });
    expect(validateFormData).not.toHaveBeenCalled();
    await waitFor(() => expect(validateFormData).toHaveBeenCalledTimes(1));
    // Its answer is not shown: nothing was sent, so nothing is wrong yet.
    expect(screen.queryByRole("heading", { name: "There is a problem" })).toBeNull();
    expect(document.querySelector(".field__error:not([hidden])")).toBeNull();
  });
});
