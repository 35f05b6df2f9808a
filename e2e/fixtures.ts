/** The page fixture every e2e test uses: it fails the test on any CSP violation or page error. */
import { test as base, expect, type Page } from "@playwright/test";
import { AxeBuilder } from "@axe-core/playwright";

export const test = base.extend<{ page: Page }>({
  page: async ({ page }, use) => {
    const problems: string[] = [];
    page.on("console", (message) => {
      const text = message.text();
      if (/Content[- ]Security[- ]Policy|Refused to/i.test(text)) problems.push(`CSP: ${text}`);
    });
    page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
    await page.addInitScript(() => {
      document.addEventListener("securitypolicyviolation", (event) => {
        console.error(
          `Content-Security-Policy violation: ${event.violatedDirective} ${event.blockedURI}`,
        );
      });
    });
    await use(page);
    expect(problems, "no CSP violations or page errors").toEqual([]);
  },
});

export { expect };

/** axe-core over the whole page; the test fails on any violation. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
  );
  expect(summary, "axe violations").toEqual([]);
}
