/** Loads the form kit (engine and widgets) once; start-up asks for it before the first render. */
export type FormKit = typeof import("./form-kit.ts");

let kit: Promise<FormKit> | undefined;

export function loadFormKit(): Promise<FormKit> {
  kit ??= import("./form-kit.ts");
  return kit;
}
