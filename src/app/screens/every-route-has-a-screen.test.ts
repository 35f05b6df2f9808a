/** No page of the flow falls through to the "not available in this version" screen. */
import { describe, expect, it } from "vitest";
import { resolveRoute } from "../../shared/flow/flow-definition.ts";
import { ONBOARDING_FLOW } from "../../flow/flow-file.ts";
import { hasLazyScreen } from "./lazy-screens.tsx";

describe("the flow's routes", () => {
  const withPath = ONBOARDING_FLOW.routes.filter((route) => route.path !== undefined);

  for (const device of ["desktop", "mobile"] as const)
    it(`each have a form or a screen of their own on the ${device}`, () => {
      const unbuilt = withPath
        .map((route) => resolveRoute(route, device))
        .filter((resolved) => !resolved.schema && !hasLazyScreen(resolved.name))
        .map((resolved) => resolved.name);
      expect(withPath.length).toBeGreaterThan(20);
      expect(unbuilt).toEqual([]);
    });
});
