import { describe, expect, it } from "vitest";
import { galleryHtml, type Shot } from "./gallery-html.ts";

const shot = (overrides: Partial<Shot>): Shot => ({
  brand: "pl",
  language: "pl",
  width: 1280,
  step: "personalDataConfirm",
  state: "opened",
  file: "pl-pl/1280/0001-personalDataConfirm-opened.png",
  ...overrides,
});

describe("galleryHtml", () => {
  const html = galleryHtml([
    shot({}),
    shot({ width: 390, file: "pl-pl/390/0002-personalDataConfirm-opened.png" }),
    shot({ brand: "eu", language: "de", file: "eu-de/1280/0003-personalDataConfirm-opened.png" }),
    shot({ state: "errors", file: "pl-pl/1280/0004-personalDataConfirm-errors.png" }),
  ]);

  it("has a section per step and state, in the order shot, each listed in the contents", () => {
    expect(html.indexOf('id="personalDataConfirm-opened"')).toBeLessThan(
      html.indexOf('id="personalDataConfirm-errors"'),
    );
    expect(html).toContain(
      '<a href="#personalDataConfirm-errors">personalDataConfirm: Next pressed on the empty form</a>',
    );
  });

  it("puts a brand and language's widths side by side, the widest first, each linking to its file", () => {
    const row = html.slice(html.indexOf("<h3>Dom Maklerski · pl</h3>"));
    expect(row.indexOf("pl-pl/1280/0001")).toBeLessThan(row.indexOf("pl-pl/390/0002"));
    expect(html).toContain("<h3>Dom Maklerski Europa · de</h3>");
    expect(html).toContain('<a href="pl-pl/390/0002-personalDataConfirm-opened.png">');
  });

  it("escapes what it writes into the page", () => {
    expect(galleryHtml([shot({ step: '<img src=x onerror="1">' })])).not.toContain("<img src=x");
  });
});
