/**
 * The identity journey the gallery's server runs: the product's own (flows/identity-journey.json),
 * its liveness prompts drawn only from those the fake camera's face video makes (a smile, the head
 * turned left and right; e2e/camera-videos.ts), so the walk reaches the results. Every screen is
 * the product's; only which prompts the liveness check asks for is narrowed.
 */
import fs from "node:fs";
import path from "node:path";
import { definitionFile } from "../../../tests/fixtures/journey-definitions.ts";
import { PROJECT_ROOT } from "../../real-server.ts";

const PROMPTS_THE_VIDEO_MAKES = ["smile", "lookLeft", "lookRight"];

interface Definition {
  steps: { action: string; actionPool?: string[] }[];
}

/** The definition written to a temporary file, and how to remove it. */
export function galleryJourney(): { file: string; remove: () => void } {
  const product = JSON.parse(
    fs.readFileSync(path.join(PROJECT_ROOT, "flows/identity-journey.json"), "utf8"),
  ) as Definition;
  return definitionFile({
    ...product,
    steps: product.steps.map((step) =>
      step.action === "LIVENESS" ? { ...step, actionPool: PROMPTS_THE_VIDEO_MAKES } : step,
    ),
  });
}
