/**
 * Counts the renders of the form's outer object, which RJSF renders again whenever it re-derives
 * the form. A test file mocks the template with it:
 *
 *   vi.mock("../../src/engine/theme/ObjectFieldTemplate.tsx", async (importOriginal) =>
 *     (await import("./object-renders.ts")).countingObjectTemplate(importOriginal));
 */
import type * as Template from "../../src/engine/theme/ObjectFieldTemplate.tsx";

export const objectRenders = { count: 0 };

export async function countingObjectTemplate(
  importOriginal: () => Promise<unknown>,
): Promise<typeof Template> {
  const original = (await importOriginal()) as typeof Template;
  return {
    ObjectFieldTemplate: (props: Parameters<typeof original.ObjectFieldTemplate>[0]) => {
      objectRenders.count++;
      return original.ObjectFieldTemplate(props);
    },
  };
}
