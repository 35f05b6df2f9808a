/**
 * Stops a build whose step modules (src/generated/steps, made by `npm run gen:validators`) are
 * missing or were made from other schemas or widgets: the page would load, and every form step
 * would then fail to open. `npm run build` makes them first; a bare `vite build` meets this check.
 */
import path from "node:path";
import type { Plugin } from "vite";
import { PROJECT_ROOT } from "../../src/server/config/project-files.ts";
import { validatorsAreFresh } from "../gen-validators/inputs-fingerprint.ts";

export const STEP_MODULES_DIR = path.join(PROJECT_ROOT, "src", "generated", "steps");

/** Why the step modules cannot be built into a page, or undefined when they can. */
export function staleStepModulesReason(outDir = STEP_MODULES_DIR, root = PROJECT_ROOT) {
  if (validatorsAreFresh(outDir, root)) return undefined;
  return (
    `the step modules in ${path.relative(root, outDir)} are missing or were made from other ` +
    "schemas or widgets: run `npm run gen:validators` first (`npm run build` runs it)"
  );
}

export function freshStepModules(): Plugin {
  return {
    name: "fresh-step-modules",
    apply: "build",
    buildStart() {
      const reason = staleStepModulesReason();
      if (reason) this.error(reason);
    },
  };
}
