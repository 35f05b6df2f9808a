import { describe, expect, it } from "vitest";
import { displayValue, localDate } from "./display-value.ts";
import { mapTranslator } from "./translator.ts";

const english = mapTranslator(
  { "common:yes": "Yes", "common:no": "No", "common:noData": "No data" },
  "en-GB",
);
const polish = mapTranslator(
  { "common:yes": "Tak", "common:no": "Nie", "common:noData": "Brak danych" },
  "pl-PL",
);

describe("values as a person reads them", () => {
  it("writes a date as the page's language does", () => {
    expect(displayValue("1944-05-14", undefined, english)).toBe("14 May 1944");
    expect(displayValue("1944-05-14", undefined, polish)).toBe("14 maja 1944");
  });

  it("writes a calendar date long in any language, and no date for text that is none", () => {
    expect(localDate("1983-08-12", "de-DE")).toBe("12. August 1983");
    expect(localDate("1983-08-12", "pl-PL")).toBe("12 sierpnia 1983");
    expect(localDate("1983-02-30", "de-DE")).toBeUndefined();
    expect(localDate("D", "de-DE")).toBeUndefined();
  });

  it("leaves text that only looks like a date as it is", () => {
    expect(displayValue("2023-02-30", undefined, english)).toBe("2023-02-30");
    expect(displayValue("AB 1944-05-14", undefined, english)).toBe("AB 1944-05-14");
  });

  it("reads an unticked box as no, and a missing answer as no data", () => {
    expect(displayValue(undefined, undefined, polish, { type: "boolean" })).toBe("Nie");
    expect(displayValue(true, undefined, polish, { type: "boolean" })).toBe("Tak");
    expect(displayValue(undefined, undefined, polish, { type: "string" })).toBe("Brak danych");
  });

  it("names options and countries", () => {
    expect(displayValue(1, { "ui:enumNames": { 1: "Passport" } }, english)).toBe("Passport");
    expect(displayValue("DE", undefined, english)).toBe("Germany");
  });
});
