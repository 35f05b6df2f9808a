import { describe, expect, it } from "vitest";
import { galleryHtml, type Shot } from "./gallery-html.ts";
import type { RenderedMessage } from "./message-texts.ts";

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

  it("gives a screen's section, named in words, an id a link can target", () => {
    const screen = galleryHtml([
      shot({ step: "uploadFailed", state: "the journey's end, cancelled" }),
    ]);
    expect(screen).toContain('<section id="uploadFailed-the-journey-s-end-cancelled">');
    expect(screen).toContain('<a href="#uploadFailed-the-journey-s-end-cancelled">');
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

  it("shows a branch's shots by applicant, with the sides the applicant takes there", () => {
    const branches = galleryHtml([
      shot({
        state: "branch",
        applicant: 'polish-resident: personalDataConfirm.citizenship="GR"',
        sides: [
          "personalDataConfirm /allOf/3 (notTaken)",
          "personalDataConfirm /allOf/0 (notTaken)",
        ],
        file: "branches/1280/0005-personalDataConfirm.png",
      }),
      shot({
        state: "branch",
        applicant: "german-resident",
        sides: ["personalDataConfirm /allOf/0 (taken)"],
        file: "branches/1280/0006-personalDataConfirm.png",
      }),
    ]);
    expect(branches).toContain(
      "<h3>Dom Maklerski · pl · polish-resident: personalDataConfirm.citizenship=&#34;GR&#34;</h3>",
    );
    expect(branches).toContain("<li>personalDataConfirm /allOf/0 (taken)</li>");
    expect(branches.match(/<div class="row">/g)).toHaveLength(2);
  });

  it("adds the messages section after the screenshots, listed in the contents", () => {
    const sms: RenderedMessage = {
      kind: "phoneCode",
      channel: "sms",
      language: "pl",
      ownText: true,
      text: "482913 to Twój kod",
      sms: { characters: 18, parts: 1, encoding: "UCS-2" },
    };
    const page = galleryHtml([shot({})], [sms]);
    expect(page).toContain("1 screenshots and 1 message texts");
    expect(page.indexOf('<a href="#messages">')).toBeLessThan(page.indexOf("</nav>"));
    expect(page.indexOf('id="personalDataConfirm-opened"')).toBeLessThan(
      page.indexOf('<section id="messages"'),
    );
    expect(page).toContain(".message-text { white-space: pre-wrap;");
    expect(html).not.toContain('id="messages"');
  });
});
