// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { dataRecorder, renderExample } from "../../tests/component/render-example.tsx";
import { countrySelectExamples } from "./examples.ts";

afterEach(cleanup);

const [example] = countrySelectExamples;

const messages = {
  "example:fields.residenceCountry.label": "Country of residence",
  "example:fields.residenceCountry.placeholder": "Search for a country",
};

const box = () => screen.getByRole<HTMLInputElement>("combobox", { name: "Country of residence" });
/** The names the open list shows, in order. */
const listed = () => screen.queryAllByRole("option").map((option) => option.textContent);
const openList = () => fireEvent.click(screen.getByRole("button", { name: "Show options" }));

describe("countrySelect", () => {
  it("puts the language country first, then the priority countries, then the rest alphabetically", () => {
    // Nothing excluded: the language country (GB) is listed, before the priority list.
    renderExample(example, { messages, formData: {} });
    openList();
    expect(listed()).toEqual(["United Kingdom", "Austria", "Germany", "Poland", "United States"]);
  });

  it("puts a language country that is not a priority country first too", () => {
    renderExample(example, { messages, formData: {}, context: { languageCountry: "US" } });
    openList();
    expect(listed()).toEqual(["United States", "Austria", "Germany", "Poland", "United Kingdom"]);
  });

  it("leaves out the countries named in the `exclude` fields", () => {
    // The example: languageCountry is GB, and residenceCountry excludes it.
    renderExample(example, { messages });
    openList();
    expect(listed()).toEqual(["Austria", "Germany", "Poland", "United States"]);
  });

  it("stores the chosen country's code and shows its name; an emptied box clears the answer", async () => {
    const user = userEvent.setup();
    const data = dataRecorder();
    renderExample(example, { messages, onDataChange: data.onDataChange });
    await user.click(box());
    await user.keyboard("pol");
    expect(listed()).toEqual(["Poland"]);
    await user.keyboard("{Enter}");
    expect(data.last()).toMatchObject({ languageCountry: "GB", residenceCountry: "PL" });
    expect(box().value).toBe("Poland");
    await user.clear(box());
    await user.tab();
    expect(data.last().residenceCountry).toBeUndefined();
    expect(box().value).toBe("");
  });

  it("keeps only letters of what is typed", async () => {
    const user = userEvent.setup();
    renderExample(example, { messages });
    await user.click(box());
    await user.keyboard("P1o2l3");
    expect(box().value).toBe("Pol");
    expect(listed()).toEqual(["Poland"]);
  });

  it("chooses the first match on Tab, as a person moves on after typing", async () => {
    const user = userEvent.setup();
    const data = dataRecorder();
    renderExample(example, { messages, onDataChange: data.onDataChange });
    await user.click(box());
    await user.keyboard("germ");
    await user.tab();
    expect(data.last().residenceCountry).toBe("DE");
    expect(box().value).toBe("Germany");
  });

  it("closes the list when Tab takes the first match, and it does not open again by itself", async () => {
    const user = userEvent.setup();
    const data = dataRecorder();
    renderExample(example, { messages, onDataChange: data.onDataChange });
    await user.click(box());
    await user.keyboard("pol");
    await user.tab();
    expect(data.last().residenceCountry).toBe("PL");
    expect(box().value).toBe("Poland");
    expect(box().getAttribute("aria-expanded")).toBe("false");
    expect(listed()).toEqual([]);
    // Back into the box from the keyboard: the list stays closed until asked for.
    await user.tab({ shift: true });
    expect(box()).toBe(document.activeElement);
    expect(box().getAttribute("aria-expanded")).toBe("false");
    expect(listed()).toEqual([]);
  });

  it("closes the list when Enter takes the marked country", async () => {
    const user = userEvent.setup();
    renderExample(example, { messages });
    await user.click(box());
    await user.keyboard("germ{Enter}");
    expect(box().value).toBe("Germany");
    expect(box().getAttribute("aria-expanded")).toBe("false");
    expect(listed()).toEqual([]);
  });

  it("closes the list when the page is clicked outside the box", async () => {
    const user = userEvent.setup();
    const data = dataRecorder();
    renderExample(example, { messages, onDataChange: data.onDataChange });
    await user.click(box());
    await user.keyboard("pol");
    await user.click(document.body);
    expect(box().getAttribute("aria-expanded")).toBe("false");
    expect(listed()).toEqual([]);
  });

  it("takes Enter on a marked country as choosing it, never as sending the form", async () => {
    const user = userEvent.setup();
    renderExample(example, { messages, formData: {} });
    await user.click(box());
    await user.keyboard("a");
    // Austria, Germany, Poland, United Kingdom and United States hold an "a": the first is marked.
    await user.keyboard("{ArrowDown}");
    expect(fireEvent.keyDown(box(), { key: "Enter" })).toBe(false);
    expect(box().value).toBe("Germany");
  });

  it("moves through the list with the arrows and closes it with Escape, keeping the answer", async () => {
    const user = userEvent.setup();
    const data = dataRecorder();
    renderExample(example, {
      messages,
      formData: { languageCountry: "GB", residenceCountry: "AT" },
      onDataChange: data.onDataChange,
    });
    box().focus();
    const marked = () => document.getElementById(box().getAttribute("aria-activedescendant")!);
    // Opened from the keyboard, the list marks the chosen country; the next arrow the one after.
    await user.keyboard("{ArrowDown}");
    expect(box().getAttribute("aria-expanded")).toBe("true");
    expect(marked()?.textContent).toBe("Austria");
    await user.keyboard("{ArrowDown}");
    expect(marked()?.textContent).toBe("Germany");
    await user.keyboard("{End}");
    expect(marked()?.textContent).toBe("United States");
    await user.keyboard("{Escape}");
    expect(box().getAttribute("aria-expanded")).toBe("false");
    expect(box().value).toBe("Austria");
  });

  it("puts the chosen name back when the box is left with text that names nothing", async () => {
    const user = userEvent.setup();
    const data = dataRecorder();
    renderExample(example, {
      messages,
      formData: { languageCountry: "GB", residenceCountry: "AT" },
      onDataChange: data.onDataChange,
    });
    await user.click(box());
    await user.keyboard("zzz");
    expect(screen.getByRole("status").textContent).toBe("No options");
    expect(listed()).toEqual([]);
    await user.tab();
    expect(box().value).toBe("Austria");
    expect(data.last().residenceCountry ?? "AT").toBe("AT");
  });

  it("shows every country's name whole, as its option's text and accessible name", () => {
    const longNames = {
      ...example,
      schema: {
        type: "object",
        properties: { residenceCountry: { type: "string", enum: ["IO", "GS", "PL"] } },
      },
      uiSchema: { residenceCountry: { "ui:widget": "countrySelect" } },
    };
    renderExample(longNames, { messages, formData: {}, context: {} });
    openList();
    expect(
      screen.getByRole("option", { name: "South Georgia & South Sandwich Islands" }),
    ).toBeTruthy();
    expect(listed()).toEqual([
      "British Indian Ocean Territory",
      "Poland",
      "South Georgia & South Sandwich Islands",
    ]);
  });
});
