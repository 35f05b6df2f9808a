import { describe, expect, it } from "vitest";
import type { LocaleNames } from "../../src/engine/logic/locale-names.ts";
import {
  flowCountryCodes,
  LOCALE_NAME_TAGS,
  localeNamesIndex,
  localeNamesModule,
  localeNamesOf,
} from "./locale-names.ts";

const evaluate = async (code: string) =>
  (await import(`data:text/javascript,${encodeURIComponent(code)}`)) as { default: LocaleNames };

describe("the build's locale names", () => {
  it("has a module for each language's tag", () => {
    expect([...LOCALE_NAME_TAGS].sort()).toEqual(
      [
        "cs",
        "de",
        "en-GB",
        "es",
        "fr",
        "it",
        "lt",
        "lv",
        "nl",
        "pl",
        "pt-PT",
        "ro",
        "ru",
        "uk",
      ].sort(),
    );
    for (const tag of LOCALE_NAME_TAGS)
      expect(localeNamesIndex()).toContain(`"${tag}": () => import("virtual:locale-names/${tag}")`);
  });

  it("gives a page the names, order and months Intl gives for the flow's countries", async () => {
    const codes = flowCountryCodes();
    const { default: names } = await evaluate(localeNamesModule("pl", codes));
    expect(names).toEqual(localeNamesOf("pl", codes));
    expect(Object.keys(names.regions).sort()).toEqual([...codes].sort());
    expect(names.regions.DE).toBe("Niemcy");
    expect(names.regions.EU).toBeUndefined();
  });

  it("reads the names, order and months as Intl answers them", () => {
    const names = localeNamesOf("uk", ["PL", "DE", "FR", "LT", "AA", "Q1"]);
    expect(names.regions.PL).toBe(new Intl.DisplayNames(["uk"], { type: "region" }).of("PL"));
    expect(names.regions.AA).toBeUndefined();
    expect(names.regions.Q1).toBeUndefined();
    expect(names.months[11]).toBe(
      new Intl.DateTimeFormat("uk", { month: "long", timeZone: "UTC" }).format(Date.UTC(2000, 11)),
    );
    const { compare } = new Intl.Collator("uk");
    const sorted = names.regionOrder.map((code) => names.regions[code]!);
    expect(sorted).toEqual([...sorted].sort(compare));
    expect(sorted).toHaveLength(4);
  });
});
