import { describe, expect, it } from "vitest";
import { filterInput, isInputFilterName } from "./input-filters.ts";

describe("filterInput", () => {
  it("keeps letters including Polish ones, digits, space and / , . ' - : ( ) by default", () => {
    const allowed = "Zażółć gęślą jaźń ĄĘŁ 0123456789 /,.'-:()";
    expect(filterInput(allowed)).toBe(allowed);
  });

  it("drops @ # ; & and other symbols by default", () => {
    expect(filterInput('a@b#c;d&e!f?g_h+i=j$k%l*m"n')).toBe("abcdefghijklmn");
  });

  it("keeps only ASCII digits with the digits filter", () => {
    expect(filterInput("12a 3-4/5ą6", "digits")).toBe("123456");
  });

  it('also keeps & * " for street names', () => {
    expect(filterInput('ul. "Nowa" 5/7 & Co* @#;', "street")).toBe('ul. "Nowa" 5/7 & Co* ');
  });

  it("keeps only letters and spaces with the letters filter", () => {
    expect(filterInput("Wielka Brytania 2 (UK)-ł", "letters")).toBe("Wielka Brytania  UKł");
  });

  it("keeps everything with none", () => {
    const anything = "jan+test@example.com; #1 & 😀";
    expect(filterInput(anything, "none")).toBe(anything);
  });

  it("filters a pasted multi-character string character by character", () => {
    expect(filterInput("Kowalski-Nowak😀 <script>", "default")).toBe("Kowalski-Nowak script");
  });

  it("knows its filter names", () => {
    expect(isInputFilterName("street")).toBe(true);
    expect(isInputFilterName("email")).toBe(false);
    expect(isInputFilterName(undefined)).toBe(false);
  });
});
