/**
 * Loads the dialog of answers that differ from the document, and its texts, when a step's
 * answers first come back differing: no page loads them before.
 */
import type { Language } from "../../shared/brand/locales.ts";
import { loadNamespace } from "../i18n.ts";
import type { DocumentDifferencesView } from "./DocumentDifferences.tsx";

export async function loadDocumentDifferences(
  language: Language,
): Promise<DocumentDifferencesView> {
  const [module] = await Promise.all([
    import("./DocumentDifferences.tsx"),
    loadNamespace(language, "dataCheck"),
  ]);
  return module.DocumentDifferences;
}
