/**
 * The check every page visit passes: nothing a person should never see (RJSF's internal error
 * text, raw JSON, a translation key, English on a page of another language, text cut off or
 * running out of its box, a page that scrolls sideways), no console error, no CSP violation, no
 * axe violation.
 */
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { Page } from "@playwright/test";
import type { AxeResults } from "axe-core";
import { expect } from "@playwright/test";
import { axePassedBefore, axeStateOf, recordAxePass } from "./axe-passes.ts";
import { intlTagOf, isLanguage, type Language } from "../src/shared/brand/locales.ts";
import { EMBEDDING_PATH } from "./embedding-page.ts";
import { literally } from "./locale-texts.ts";

const LOCALES_DIR = path.resolve(import.meta.dirname, "../locales");

/** Texts that only internal failures print. */
const INTERNAL_TEXT = [
  /Unsupported field schema/i,
  /Invalid .{0,40} configuration/i,
  /Unknown field type/i,
  /uiSchema order list/i,
  /\[object Object\]/,
  /\bundefined\b/,
  /\bNaN\b/,
  /^\s*[{[]\s*"[^"]+"\s*:/, // raw JSON
  ...notPartOfTheFormMessages(),
];

/**
 * The message for a field the form does not have: the form only ever shows fields that are part
 * of it, so on a page it means a check judged a field by the wrong part of the schema.
 */
function notPartOfTheFormMessages(): RegExp[] {
  return fs
    .readdirSync(LOCALES_DIR)
    .map((language) => path.join(LOCALES_DIR, language, "errors.json"))
    .filter((file) => fs.existsSync(file))
    .map(
      (file) =>
        (JSON.parse(fs.readFileSync(file, "utf8")) as Record<string, unknown>)
          .unevaluatedProperties,
    )
    .filter((text): text is string => typeof text === "string")
    .map((text) => new RegExp(literally(text)));
}

/** A translation key shown as text: `namespace:some.key` or `fields.x.label`. */
const TRANSLATION_KEY =
  /^(?:[a-zA-Z_]+:[\w-]+(?:\.[\w-]+)+|[\w-]+:[\w-]+|(?:fields|notices|errors|sections|questions)\.[\w.-]+)$/;

function flatten(node: unknown, prefix: string, into: Map<string, string>): Map<string, string> {
  if (typeof node === "string") into.set(prefix, node);
  else if (node && typeof node === "object")
    for (const [key, value] of Object.entries(node)) flatten(value, `${prefix}.${key}`, into);
  return into;
}

function localeTexts(language: string): Map<string, string> {
  const dir = path.join(LOCALES_DIR, language);
  const texts = new Map<string, string>();
  if (!fs.existsSync(dir)) return texts;
  for (const file of fs.readdirSync(dir)) {
    if (!file.endsWith(".json")) continue;
    const namespace = file.slice(0, -".json".length);
    flatten(JSON.parse(fs.readFileSync(path.join(dir, file), "utf8")), namespace, texts);
  }
  return texts;
}

/** Languages with locale files of their own: on their pages, no English text may show. */
const COMPLETE_LANGUAGES: Language[] = fs
  .readdirSync(LOCALES_DIR)
  .filter(isLanguage)
  .filter(
    (language) => language !== "en" && fs.statSync(path.join(LOCALES_DIR, language)).isDirectory(),
  );

const english = localeTexts("en");
/**
 * English texts that a complete language says differently, by the language's tag in `<html lang>`
 * (`uk` for the `ua` texts, `cs` for `cz`, `pt-PT` for `pt`).
 */
const englishOnly = new Map(
  COMPLETE_LANGUAGES.map((language) => {
    const own = localeTexts(language);
    const ownValues = new Set(own.values());
    const texts = [...english]
      .filter(([key, text]) => own.get(key) !== text && !ownValues.has(text))
      .map(([, text]) => text.replace(/\{\{[^}]+\}\}/g, "").trim())
      .filter((text) => text.length >= 4 && /\p{L}{3}/u.test(text));
    return [intlTagOf(language), texts] as const;
  }),
);

export interface PageProblems {
  internal: string[];
  keys: string[];
  english: string[];
  cutOff: string[];
  sideways: string | undefined;
}

/** What a person can see on the page now, read in the browser. */
async function readProblems(page: Page, englishTexts: string[]): Promise<PageProblems> {
  return page.evaluate(
    ({ internal, key, englishTexts }) => {
      const internalText = internal.map((source) => new RegExp(source.source, source.flags));
      const keyPattern = new RegExp(key);
      const visible = (element: Element) =>
        element.checkVisibility({ opacityProperty: true, visibilityProperty: true });
      const texts: string[] = [];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        const text = node.textContent?.trim();
        if (!text || !parent || parent.closest("script, style, noscript")) continue;
        if (visible(parent)) texts.push(text);
      }
      for (const element of document.querySelectorAll("[aria-label], [placeholder], [title]"))
        for (const attribute of ["aria-label", "placeholder", "title"]) {
          const value = element.getAttribute(attribute)?.trim();
          if (value) texts.push(value);
        }
      const cutOff: string[] = [];
      for (const element of document.querySelectorAll<HTMLElement>("body *")) {
        if (element.matches("input, select, textarea, option") || !visible(element)) continue;
        // A carousel scrolls sideways on purpose (its label says so, and it takes focus to scroll
        // by keys): its slides are not cut text.
        if (element.matches('[aria-roledescription="carousel"][tabindex="0"][aria-label]'))
          continue;
        const style = getComputedStyle(element);
        // Text is cut when its box clips it, or hides it behind a sideways scroll of its own.
        const clips =
          /hidden|clip|auto|scroll/.test(style.overflowX) || style.textOverflow === "ellipsis";
        // Or when its own words run out of its box (a long German or Lithuanian word).
        const ownText = [...element.childNodes].some(
          (child) => child.nodeType === Node.TEXT_NODE && child.textContent?.trim(),
        );
        const overflows = !clips && ownText && style.display !== "inline";
        if (
          (clips || overflows) &&
          element.clientWidth > 1 &&
          element.scrollWidth > element.clientWidth + 1
        )
          cutOff.push(
            `${element.tagName.toLowerCase()}.${element.className}: ${element.textContent?.slice(0, 60)}`,
          );
      }
      const root = document.documentElement;
      return {
        internal: texts.filter((text) => internalText.some((pattern) => pattern.test(text))),
        keys: texts.filter((text) => keyPattern.test(text)),
        english: texts.filter((text) => englishTexts.includes(text)),
        cutOff,
        sideways:
          root.scrollWidth > window.innerWidth + 1
            ? `the page is ${root.scrollWidth} px wide in a ${window.innerWidth} px window`
            : undefined,
      };
    },
    {
      internal: INTERNAL_TEXT.map((pattern) => ({ source: pattern.source, flags: pattern.flags })),
      key: TRANSLATION_KEY.source,
      englishTexts,
    },
  );
}

/**
 * Whether the page shows the product: its own pages, and the test's page that embeds the identity
 * journey (e2e/embedding-page.ts). The brokers' own pages it links to are not part of it.
 */
export function isProductPage(url: string): boolean {
  const { pathname } = new URL(url);
  return pathname.includes("/onboarding") || pathname.startsWith(EMBEDDING_PATH);
}

/** Console errors and page errors the product's pages produced, kept until the test ends. */
export function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (!isProductPage(page.url())) return;
    const text = message.text();
    if (/Content[- ]Security[- ]Policy|Refused to/i.test(text)) problems.push(`CSP: ${text}`);
    else if (message.type() === "error") {
      // The proxy answers field errors, conflicts and expired sessions with a 4xx status, as its
      // protocol says, and the journey service a photo it refuses before judging it (the front
      // again); the browser logs those loads, and they are no fault of the page.
      const url = message.location().url;
      const expectedAnswer =
        /Failed to load resource: the server responded with a status of 4\d\d/.test(text) &&
        /\/api\/|\/idscanenterprisesvc\//.test(url);
      if (!expectedAnswer) problems.push(`console error: ${text} (${url})`);
    }
  });
  page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
  void page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      console.error(
        `Content-Security-Policy violation: ${event.violatedDirective} ${event.blockedURI}`,
      );
    });
  });
  return problems;
}

/** axe-core's browser build, read once per worker. */
const AXE_SOURCE = fs.readFileSync(
  createRequire(import.meta.url).resolve("axe-core/axe.min.js"),
  "utf8",
);

/**
 * axe-core over the whole page; the test fails on any violation. axe is put into a document once
 * and stays for its life: the flow's steps change in one document, so each later check only
 * runs the rules (a fresh injection with a separate page for the results took about ten times as
 * long). The product's pages hold no frames, which axe would need to enter: a page with one fails
 * here rather than go half-checked. A page in a state axe already passed this run
 * (e2e/axe-passes.ts) is not checked again.
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const frames = await page.evaluate(() => document.querySelectorAll("iframe, frame").length);
  expect(frames, `a frame on ${page.url()}: the axe check does not enter frames`).toBe(0);
  const state = await axeStateOf(page);
  if (axePassedBefore(state)) return;
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const { axe } = window as unknown as {
      axe: { run: (...args: unknown[]) => Promise<AxeResults> };
    };
    const results = await axe.run(document, { resultTypes: ["violations"] });
    return results.violations.map(
      (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
    );
  });
  expect(violations, `axe violations on ${page.url()}`).toEqual([]);
  // Recorded only when the page stayed in the state read before the check.
  if ((await axeStateOf(page)) === state) recordAxePass(state);
}

/** The guard itself: the page as it is now passes every check, or the test fails naming what. */
export async function expectSoundPage(
  page: Page,
  consoleProblems: readonly string[],
): Promise<void> {
  await expect(page.locator("[data-testid=loader]")).toHaveCount(0);
  // A screen whose code loads late has rendered once its heading is there.
  await expect(page.locator("h1").first(), `no heading on ${page.url()}`).toBeAttached();
  // Text is measured in the brand's typeface, not the fallback shown while it loads.
  await page.evaluate(() => document.fonts.ready);
  const lang = (await page.locator("html").getAttribute("lang")) ?? "";
  const problems = await readProblems(page, englishOnly.get(lang) ?? []);
  const where = page.url();
  expect(problems.internal, `internal error text on ${where}`).toEqual([]);
  expect(problems.keys, `translation keys shown as text on ${where}`).toEqual([]);
  expect(problems.english, `English text on a "${lang}" page: ${where}`).toEqual([]);
  expect(problems.cutOff, `text cut off on ${where}`).toEqual([]);
  expect(problems.sideways, `sideways scrolling on ${where}`).toBeUndefined();
  expect([...consoleProblems], `console errors or CSP violations by ${where}`).toEqual([]);
  await expectNoAxeViolations(page);
}
