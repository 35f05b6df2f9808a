// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { dataRecorder, renderExample } from "../../tests/component/render-example.tsx";
import { countrySelectExamples } from "./examples.ts";

afterEach(cleanup);

const [example] = countrySelectExamples;

const messages = {
  "example:fields.residenceCountry.label": "Country of residence",
  "example:fields.residenceCountry.placeholder": "Search for a country",
};

const select = () =>
  screen.getByRole<HTMLSelectElement>("combobox", { name: "Country of residence" });
const search = () =>
  screen.getByRole<HTMLInputElement>("searchbox", { name: "Search for a country" });
/** The codes of the listed countries, in order, without the placeholder. */
const countries = () =>
  [...select().options].filter((option) => option.value).map((option) => option.value);

describe("countrySelect", () => {
  it("puts the language country first, then the priority countries, then the rest alphabetically", () => {
    // Nothing excluded: the language country (GB) is listed, before the priority list.
    renderExample(example, { messages, formData: {} });
    expect(countries()).toEqual(["GB", "AT", "DE", "PL", "US"]);
    expect([...select().options].map((option) => option.textContent)).toEqual([
      "Select",
      "United Kingdom",
      "Austria",
      "Germany",
      "Poland",
      "United States",
    ]);
  });

  it("puts a language country that is not a priority country first too", () => {
    renderExample(example, { messages, formData: {}, context: { languageCountry: "US" } });
    expect(countries()).toEqual(["US", "AT", "DE", "PL", "GB"]);
  });

  it("leaves out the countries named in the `exclude` fields", () => {
    // The example: languageCountry is GB, and residenceCountry excludes it.
    renderExample(example, { messages });
    expect(countries()).toEqual(["AT", "DE", "PL", "US"]);
    expect(screen.queryByRole("option", { name: "United Kingdom" })).toBeNull();
  });

  it("stores the chosen country code", () => {
    const data = dataRecorder();
    renderExample(example, { messages, onDataChange: data.onDataChange });
    fireEvent.change(select(), { target: { value: "PL" } });
    expect(select().value).toBe("PL");
    expect(data.last()).toMatchObject({ languageCountry: "GB", residenceCountry: "PL" });
    fireEvent.change(select(), { target: { value: "" } });
    expect(data.last().residenceCountry).toBeUndefined();
  });

  it("keeps only letters when digits are typed into the search box", () => {
    renderExample(example, { messages });
    fireEvent.change(search(), { target: { value: "P1o2l3" } });
    expect(search().value).toBe("Pol");
    expect(countries()).toEqual(["PL"]);
    fireEvent.change(search(), { target: { value: "123" } });
    expect(search().value).toBe("");
    expect(countries()).toEqual(["AT", "DE", "PL", "US"]);
  });

  it("takes Enter in the search box as choosing the first country left, never as sending the form", () => {
    renderExample(example, { messages, formData: {} });
    fireEvent.change(search(), { target: { value: "germ" } });
    // fireEvent answers false when the page prevented the event's default (the form's submit).
    expect(fireEvent.keyDown(search(), { key: "Enter" })).toBe(false);
    expect(select().value).toBe("DE");
  });

  it("filters by the country name, ignoring case", () => {
    renderExample(example, { messages });
    fireEvent.change(search(), { target: { value: "UNITED" } });
    expect(countries()).toEqual(["US"]);
  });

  it("keeps the chosen country listed while searching for another", () => {
    renderExample(example, {
      messages,
      formData: { languageCountry: "GB", residenceCountry: "AT" },
    });
    fireEvent.change(search(), { target: { value: "pol" } });
    expect(countries()).toEqual(["AT", "PL"]);
    expect(select().value).toBe("AT");
  });

  it("shows the 'no options' text when the search matches nothing", () => {
    renderExample(example, { messages });
    fireEvent.change(search(), { target: { value: "zzz" } });
    expect(countries()).toEqual([]);
    expect([...select().options].map((option) => option.textContent)).toEqual(["No options"]);
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
    const byCode = (code: string) => [...select().options].find((option) => option.value === code)!;
    expect(byCode("IO").textContent).toBe("British Indian Ocean Territory");
    expect(byCode("GS").textContent).toBe("South Georgia & South Sandwich Islands");
    expect(byCode("GS").label).toBe("South Georgia & South Sandwich Islands");
    expect(byCode("PL").textContent).toBe("Poland");
  });
});
