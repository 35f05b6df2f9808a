import { describe, expect, it } from "vitest";
import { processKind } from "./process-kinds.ts";

describe("processKind", () => {
  it("tells Chromium's processes apart by their type", () => {
    const shell = "/usr/lib/chromium/chromium-headless-shell";
    expect(processKind(`${shell} --no-sandbox --remote-debugging-pipe`)).toBe("Chromium browser");
    expect(processKind(`${shell} --type=renderer --lang=en-US`)).toBe("Chromium renderers");
    expect(processKind(`/usr/lib/chromium/chromium --type=gpu-process`)).toBe("Chromium GPU");
    expect(processKind(`${shell} --type=utility --utility-sub-type=network.mojom`)).toBe(
      "Chromium utility and other",
    );
  });

  it("names the product's servers, the test runners and the databases", () => {
    expect(processKind("/usr/bin/node dist-server/main.js")).toBe("onboarding server");
    expect(processKind("/usr/bin/node dist-server/journey-main.js")).toBe("journey server");
    expect(
      processKind("/usr/bin/node /p/node_modules/playwright/lib/worker/workerProcessEntry.js"),
    ).toBe("Playwright workers");
    expect(processKind("/usr/bin/node /p/node_modules/.bin/playwright test")).toBe(
      "Playwright runner",
    );
    expect(processKind("/usr/bin/node /p/node_modules/.bin/vitest run")).toBe("Vitest");
    expect(processKind("postgres: postgres test 127.0.0.1(5544) idle")).toBe("PostgreSQL");
  });

  it("names anything else by its program, and a process without a command line as the kernel's", () => {
    expect(processKind("/usr/bin/node scripts/other.ts")).toBe("other Node.js");
    expect(processKind("/usr/bin/redis-server 127.0.0.1:6379")).toBe("other: redis-server");
    expect(processKind("")).toBe("kernel threads");
  });
});
