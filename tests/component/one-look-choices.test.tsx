// @vitest-environment jsdom
/**
 * One look for every choice: a list to choose from is the project's combobox in every step, not
 * the browser's native select beside it (the date's month inside the date parts aside), and a
 * list whose order means something (income and savings ranges) keeps the order the schema gives.
 */
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { loadProjectFiles } from "../../src/server/config/project-files.ts";
import { renderStep } from "./render-step.tsx";

afterEach(cleanup);

const { steps } = loadProjectFiles();

describe("lists to choose from", () => {
  it.each([...steps.keys()])("are no native select in %s", (name) => {
    const { container } = renderStep(name);
    const natives = [...container.querySelectorAll("select")].filter(
      (select) => !select.closest(".date-parts"),
    );
    expect(natives.map((select) => select.id)).toEqual([]);
  });

  it("keep the ranges of yearly income in the schema's order", () => {
    renderStep("riskAssessment");
    const income = screen.getByRole("combobox", { name: "Yearly income" });
    const listbox = document.getElementById(income.getAttribute("aria-controls")!)!;
    fireEvent.click(income);
    const names = within(listbox)
      .getAllByRole("option")
      .map((option) => option.textContent);
    expect(names[0]).toBe("Below €10,000");
    expect(names.at(-1)).toBe("Above €250,000");
    expect(names).toHaveLength(new Set(names).size);
  });
});
