/** The peer benchmark's form modules (../shared/bench-peers/forms), aliased by the page's build. */
declare module "@bench-peers/*" {
  export const schema: Record<string, unknown>;
  export const uiSchema: Record<string, unknown>;
  export const invalidData: Record<string, unknown>;
}
