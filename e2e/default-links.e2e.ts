/**
 * A default start (no link settings) leads nowhere that does not exist: every link of the
 * chrome, the registration, the login, the address step and the declarations, and every page of
 * the brand's the flow sends a client to (the apply pages), answers a page of the product's own,
 * which passes the shared guard in the page's language.
 */
import type { APIRequestContext, Page } from "@playwright/test";
import { checkPage, expect, test } from "./fixtures.ts";
import {
  answerStepsBefore,
  EN_EUROPE,
  openWithSession,
  PL_POLAND,
  post,
  sessionAtAddressStep,
  type Brand,
} from "./api-session.ts";

const NOT_FOUND = "This page does not exist";

/** Every link on the page once it shows `ready`, as absolute addresses of this server. */
async function linksOf(page: Page): Promise<string[]> {
  const hrefs = await page
    .locator("a[href]")
    .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
  return hrefs.filter((href) => !href.includes("#") && href.startsWith("http"));
}

/** The brand's links the flow follows by name (get-dictionaries-list), as paths. */
async function brandLinkPaths(request: APIRequestContext, brand: Brand): Promise<string[]> {
  const answer = await post(request, brand, "get-dictionaries-list", {});
  const links = answer.links as Record<string, string>;
  return Object.entries(links)
    .filter(([name]) => !name.startsWith("contact"))
    .map(([, href]) => href);
}

async function expectAllFound(request: APIRequestContext, hrefs: Iterable<string>): Promise<void> {
  for (const href of new Set(hrefs)) {
    const response = await request.get(href);
    expect(response.status(), href).toBe(200);
    expect(await response.text(), href).not.toContain(NOT_FOUND);
  }
}

test("every link of a default start's pages leads to a page that exists", async ({
  page,
  request,
}) => {
  // Four steps of the flow and fourteen pages outside it, each through the guard.
  test.setTimeout(240_000);
  const hrefs: string[] = [];

  await page.goto("/eu-en/onboarding/");
  await expect(page.getByRole("link", { name: "Cookie settings", exact: true })).toBeAttached();
  hrefs.push(...(await linksOf(page)));
  await checkPage(page);

  await page.goto("/eu-en/onboarding/login");
  await expect(
    page.getByRole("link", { name: "Forgot your password?", exact: true }),
  ).toBeVisible();
  hrefs.push(...(await linksOf(page)));
  await checkPage(page);

  const session = await sessionAtAddressStep(request, EN_EUROPE);
  await openWithSession(page, session, "/eu-en/onboarding/residence-details");
  await expect(
    page.getByRole("link", { name: "Table of fees and commissions", exact: true }),
  ).toBeVisible();
  hrefs.push(...(await linksOf(page)));
  await checkPage(page);

  await answerStepsBefore(request, EN_EUROPE, session, "declaration-acceptance");
  await page.goto("/eu-en/onboarding/declaration-acceptance");
  await expect(
    page.getByRole("link", { name: "Download all documents", exact: true }),
  ).toBeVisible();
  hrefs.push(...(await linksOf(page)));
  await checkPage(page);

  hrefs.push(...(await brandLinkPaths(request, EN_EUROPE)));
  hrefs.push(...(await brandLinkPaths(request, PL_POLAND)));
  const found = new Set(hrefs.map((href) => new URL(href, page.url()).href));
  await expectAllFound(request, found);

  // Each page outside the flow, opened as a client would from an English page (the Referer
  // names its language) and from a link asking for Polish: sound, in that language.
  for (const href of found) {
    const url = new URL(href);
    if (url.pathname.includes("/onboarding")) continue;
    await page.goto(href, { referer: new URL("/eu-en/onboarding/login", href).href });
    await expect(page.locator("html")).toHaveAttribute("lang", "en-GB");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await checkPage(page);
    url.searchParams.set("lang", "pl");
    await page.goto(url.href);
    await expect(page.locator("html")).toHaveAttribute("lang", "pl");
    await checkPage(page);
  }
});
