// @vitest-environment jsdom
/**
 * Long option names are shown whole: the Polish tax offices (hundreds begin "Urząd Skarbowy w"),
 * industries and countries. Each option's text, which is also its accessible name, is its whole
 * name, and no two options of a list read the same.
 */
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { loadDictionaries } from "../../src/server/config/project-files.ts";
import { renderStep } from "./render-step.tsx";

afterEach(cleanup);

const dictionaries = loadDictionaries() as Record<string, unknown>;

/** The names a combobox lists when its list is opened. */
function optionTexts(combobox: HTMLElement): string[] {
  const listbox = document.getElementById(combobox.getAttribute("aria-controls")!)!;
  fireEvent.click(combobox);
  return within(listbox)
    .getAllByRole("option")
    .map((option) => option.textContent ?? "");
}

function repeated(texts: readonly string[]): string[] {
  return texts.filter((text, index) => texts.indexOf(text) !== index);
}

describe("option names", () => {
  it("lists every Polish tax office by its whole, distinct name", () => {
    renderStep(
      "taxOfficeDetails",
      { initialData: { firstTaxCountry: "PL" }, context: { languageCountry: "PL" } },
      "pl",
    );
    const offices = optionTexts(screen.getByRole("combobox", { name: "Twój urząd skarbowy" }));
    const names = Object.values(dictionaries.taxOffices as Record<string, string>);
    expect(offices).toHaveLength(names.length);
    expect(new Set(offices)).toEqual(new Set(names));
    expect(repeated(offices)).toEqual([]);
    expect(offices.some((office) => office.endsWith("…"))).toBe(false);
  });

  it("names every industry whole", () => {
    renderStep(
      "riskAssessment",
      { initialData: { employmentStatus: "EMPLOYED" }, context: { languageCountry: "GB" } },
      "en",
    );
    const industries = optionTexts(screen.getByRole("combobox", { name: "Industry you work in" }));
    expect(industries).toContain("Engineering, IT and technology");
    expect(industries.some((industry) => industry.endsWith("…"))).toBe(false);
    expect(repeated(industries)).toEqual([]);
  });
});
