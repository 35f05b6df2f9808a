/**
 * The processor time of a page's Chromium renderer over a test, read from Chromium's own counter
 * (the DevTools protocol's `Performance.getMetrics`, `ProcessTime`: the renderer process's
 * processor seconds since it started) and added to the test as an annotation, which the
 * slowest-tests reporter sums by file. On two busy cores a test's wall time says little of what it
 * costs; this says what its pages cost the browser.
 *
 * The counter belongs to the process the page is in: when a navigation moves the page to a new
 * process, the old one's last reading is kept and the new one's added. A process's time after the
 * last reading before such a move is not counted, so the figure is a floor.
 */
import type { CDPSession, Page, TestInfo } from "@playwright/test";
import { RENDERER_TIME_ANNOTATION } from "./reporters/test-timings.ts";

export interface RendererTime {
  /** Reads the counter now (each check of the guard does), so a move to a new process loses little. */
  sample: () => Promise<void>;
  /** Reads it a last time and adds the test's annotation. */
  finish: () => Promise<void>;
}

export function watchRendererTime(page: Page, testInfo: TestInfo): RendererTime {
  const session: Promise<CDPSession | undefined> = page
    .context()
    .newCDPSession(page)
    .then(async (cdp) => {
      await cdp.send("Performance.enable");
      return cdp;
    })
    .catch(() => undefined);
  let earlierProcesses = 0;
  let current = 0;
  const sample = async () => {
    const cdp = await session;
    if (!cdp || page.isClosed()) return;
    const { metrics } = await cdp.send("Performance.getMetrics").catch(() => ({ metrics: [] }));
    const seconds = metrics.find((metric) => metric.name === "ProcessTime")?.value;
    if (seconds === undefined) return;
    // A smaller reading than the last is a new process's.
    if (seconds < current) earlierProcesses += current;
    current = seconds;
  };
  const finish = async () => {
    await sample();
    testInfo.annotations.push({
      type: RENDERER_TIME_ANNOTATION,
      description: (earlierProcesses + current).toFixed(3),
    });
  };
  return { sample, finish };
}
