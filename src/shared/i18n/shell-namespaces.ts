/** The locale namespaces every page of the app reads, loaded at start; a step's own comes with the step. */
export const SHELL_NAMESPACES = ["common", "errors"] as const;
