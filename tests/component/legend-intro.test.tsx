// @vitest-environment jsdom
/**
 * A field drawn as a group (day, month and year; radios; code boxes; cards) is labelled by its
 * legend: its help and its error read under the legend, as under any other field's label, and
 * the group is still described by both.
 */
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderStep } from "./render-step.tsx";

afterEach(cleanup);

const textsOf = (group: HTMLElement) =>
  [...group.querySelectorAll(":scope > legend, :scope > .field__help, :scope > .field__error")]
    .filter((element) => !(element as HTMLElement).hidden)
    .map((element) => (element.tagName === "LEGEND" ? "legend" : element.className));

describe("a group's help and error", () => {
  it("stand under its legend, in the group, before the boxes", async () => {
    renderStep("personalDataConfirm", { context: { languageCountry: "GB" } });
    const dateOfBirth = screen.getByRole("group", { name: "Date of birth" });
    expect(textsOf(dateOfBirth)).toEqual(["legend", "field__help"]);
    expect(dateOfBirth.querySelector(":scope > .field__help")?.textContent).toMatch(/^For example/);
    expect(dateOfBirth.parentElement?.querySelector(":scope > .field__help")).toBeNull();

    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    await screen.findByRole("heading", { name: "There is a problem" });
    expect(textsOf(dateOfBirth)).toEqual(["legend", "field__help", "field__error"]);
    const error = dateOfBirth.querySelector<HTMLElement>(":scope > .field__error")!;
    expect(error.textContent).toBeTruthy();
    const describedBy = dateOfBirth.getAttribute("aria-describedby")?.split(" ") ?? [];
    expect(describedBy).toContain(error.id);
    expect(describedBy).toContain(dateOfBirth.querySelector(":scope > .field__help")!.id);
  });
});
