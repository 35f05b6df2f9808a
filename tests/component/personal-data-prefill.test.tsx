// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderStep, stepFiles } from "./render-step.tsx";

afterEach(cleanup);

/** What the server answers as the prefill of a Polish ID card scan. */
const scanned = {
  firstName: "JAN",
  lastName: "KOWALSKI",
  dateOfBirth: "1944-05-14",
  citizenship: "PL",
  documentType: 1,
  documentNumber: "ABA300000",
  documentExpirationDate: "2031-12-01",
  pesel: "44051401359",
};

/** The project's UI schema with a short check, so the test does not wait 1.5 s. */
const uiSchema = {
  ...stepFiles("personalDataConfirm").uiSchema,
  "ui:prefill": {
    ...(stepFiles("personalDataConfirm").uiSchema["ui:prefill"] as object),
    checkAfterMs: 20,
  },
};

describe("personal data prefilled from a document scan", () => {
  it("checks behind an animation, then opens the confirmation layer with the scanned values", async () => {
    const asked: string[] = [];
    renderStep(
      "personalDataConfirm",
      {
        uiSchema,
        initialData: scanned,
        prefilled: true,
        context: { language: "pl" },
        validateField: async (field) => {
          asked.push(field);
          return [];
        },
      },
      "pl",
    );
    expect(screen.getByRole("status").textContent).toContain("Sprawdzamy dane");
    expect(screen.queryByRole("button", { name: "Dalej" })).toBeNull();

    const layer = await screen.findByRole("dialog");
    expect(within(layer).getByText("44051401359")).toBeTruthy();
    expect(within(layer).getByText("ABA300000")).toBeTruthy();
    expect(screen.queryByTestId("prefill-check")).toBeNull();
    expect(asked.sort()).toEqual(Object.keys(scanned).sort());
  });

  it("shows the errors the check finds, with the summary, and no layer", async () => {
    renderStep(
      "personalDataConfirm",
      {
        uiSchema,
        initialData: { ...scanned, pesel: "44051401358" },
        prefilled: true,
        context: { language: "pl" },
        validateField: async (field) =>
          field === "pesel" ? ["Numer PESEL jest nieprawidłowy"] : [],
      },
      "pl",
    );
    await waitFor(() => expect(screen.queryByTestId("prefill-check")).toBeNull());
    expect(screen.getAllByText("Numer PESEL jest nieprawidłowy").length).toBeGreaterThan(0);
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(screen.getByRole("button", { name: "Dalej" })).toBeTruthy();
  });

  it("shows the form at once when the data was not prefilled", () => {
    renderStep("personalDataConfirm", { initialData: scanned, context: { language: "pl" } }, "pl");
    expect(screen.queryByTestId("prefill-check")).toBeNull();
    expect(screen.getByRole("button", { name: "Dalej" })).toBeTruthy();
  });
});
