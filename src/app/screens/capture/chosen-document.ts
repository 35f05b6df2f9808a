/**
 * The document the client chose on the document choice, as the journey's texts and drawings name
 * it, and whether the journey's step is about the person or the address instead.
 */
import type { DocumentKind } from "../../../../widgets/identityJourney/document-kind.ts";

/** The document choice's values (onboarding spec: PASSPORT=1, ID=2). */
const KIND_OF_CHOICE: Record<number, DocumentKind> = { 1: "passport", 2: "idCard" };

export function chosenDocument(
  steps: Readonly<Record<string, Readonly<Record<string, unknown>>>>,
): DocumentKind {
  const choice = steps.desktopDocumentChoice?.documentType;
  return (typeof choice === "number" && KIND_OF_CHOICE[choice]) || "document";
}

/** The journey's steps about the person, not the document: the selfie and the liveness check. */
export function isPersonStep(action: string | undefined): boolean {
  return action === "SELFIE" || action === "LIVENESS";
}

/** The journey's step for a proof of address: a page about where the client lives. */
export function isAddressStep(action: string | undefined): boolean {
  return action === "ADDRESS";
}
