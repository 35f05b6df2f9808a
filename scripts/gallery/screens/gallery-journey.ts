/**
 * The identity journey the gallery's server runs: the product's own (flows/identity-journey.json),
 * its liveness prompts drawn only from those the fake camera's face video makes (a smile, the head
 * turned left and right; e2e/camera-videos.ts), so the walk reaches the results. Every screen is
 * the product's; only which prompts the liveness check asks for is narrowed. A second server runs
 * it with a proof of address after the document, as a deployment may ask for one
 * (`JOURNEY_DEFINITION`), for the screens of that step and its page camera.
 */
import fs from "node:fs";
import path from "node:path";
import { definitionFile } from "../../../tests/fixtures/journey-definitions.ts";
import { PROJECT_ROOT } from "../../real-server.ts";

const PROMPTS_THE_VIDEO_MAKES = ["smile", "lookLeft", "lookRight"];

/** The product's journey, or the product's with a proof of address after the document. */
export type GalleryJourneyName = "product" | "addressProof";

/** A proof of address issued within three months, as tests/fixtures/journey-definitions.ts asks. */
const ADDRESS_PROOF = { action: "ADDRESS", attempts: 3, issuedWithinMonths: 3 };

interface Step {
  action: string;
  actionPool?: string[];
}

/** The definition written to a temporary file, and how to remove it. */
export function galleryJourney(name: GalleryJourneyName = "product"): {
  file: string;
  remove: () => void;
} {
  const product = JSON.parse(
    fs.readFileSync(path.join(PROJECT_ROOT, "flows/identity-journey.json"), "utf8"),
  ) as { steps: Step[] };
  const steps: Step[] = product.steps.map((step) =>
    step.action === "LIVENESS" ? { ...step, actionPool: PROMPTS_THE_VIDEO_MAKES } : step,
  );
  if (name === "addressProof") {
    const afterDocument = steps.findLastIndex((step) => step.action.startsWith("IDENTITY:")) + 1;
    steps.splice(afterDocument, 0, ADDRESS_PROOF);
  }
  return definitionFile({ ...product, steps });
}
