/**
 * The document the client chose on the document choice, as the journey's texts and drawings name
 * it, and whether the journey's step is about the person or a page about them instead.
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

/**
 * The journey's steps for a page about the client: a proof of address (where they live), a
 * health certificate (an EU Digital COVID Certificate in their name).
 */
export type PageStep = "address" | "healthPass";

export function pageStepOf(action: string | undefined): PageStep | undefined {
  if (action === "ADDRESS") return "address";
  return action === "COVID" ? "healthPass" : undefined;
}
