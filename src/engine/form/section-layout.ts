/**
 * Which of a form's sections are open and which of their fields show or are read-only: small
 * reads of the sections (`ui:sections`) and the form's state, shared by the form controller's
 * parts.
 */
import type { FormData, Section } from "../logic/engine-ui-schema.ts";

/** On resume, sections already sent, and those whose fields are already filled, are open. */
export function initialSectionIndex(
  sections: readonly Section[],
  data: FormData,
  sent: readonly string[],
): number {
  const afterSent = Math.max(-1, ...sent.map((id) => sections.findIndex((s) => s.id === id)));
  let index = Math.max(0, Math.min(afterSent + 1, sections.length - 1));
  while (
    index < sections.length - 1 &&
    sections[index]!.fields.some((f) => data[f] !== undefined)
  ) {
    const nextFields = sections[index + 1]!.fields;
    if (!nextFields.some((f) => data[f] !== undefined)) break;
    index++;
  }
  return index;
}

/** Fields of the sections revealed up to `sectionIndex`, or undefined when the form has none. */
export function revealedFields(
  sections: readonly Section[],
  sectionIndex: number,
): Set<string> | undefined {
  if (!sections.length) return undefined;
  return new Set(sections.slice(0, sectionIndex + 1).flatMap((s) => s.fields));
}

/** Whether a field shows when the sections up to `sectionIndex` are revealed. */
export function showsField(
  sections: readonly Section[],
  field: string,
  sectionIndex: number,
): boolean {
  if (!sections.length) return true;
  const at = sections.findIndex((section) => section.fields.includes(field));
  return at !== -1 && at <= sectionIndex;
}

/** Whether a field belongs to a section that was sent: it is read-only until reopened. */
export function isInSentSection(
  sections: readonly Section[],
  sentSections: readonly string[],
  field: string,
): boolean {
  return sections.some(
    (section) => sentSections.includes(section.id) && section.fields.includes(field),
  );
}
