import { describe, expect, it } from "vitest";
import { mapTranslator } from "../logic/translator.ts";
import { displayValue } from "./ConfirmationLayer.tsx";

const english = mapTranslator(
  { "common:yes": "Yes", "common:no": "No", "common:noData": "No data" },
  "en-GB",
);
const polish = mapTranslator(
  { "common:yes": "Tak", "common:no": "Nie", "common:noData": "Brak danych" },
  "pl-PL",
);

describe("the confirmation layer's values", () => {
  it("writes a date as the page's language does", () => {
    expect(displayValue("1944-05-14", undefined, english)).toBe("14 May 1944");
    expect(displayValue("1944-05-14", undefined, polish)).toBe("14 maja 1944");
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
