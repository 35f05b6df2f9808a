/**
 * Vitest's global set-up: the precompiled validators the tests import are generated again when
 * the schemas (or the generator) changed since `npm run gen:validators` last ran, so a plain
 * `npx vitest run` after a schema edit tests the edited schema instead of failing with RJSF's
 * "No precompiled validator function was found".
 */
import { ensureFreshStepModules } from "../gen-validators.ts";

export default function setup(): void {
  const started = performance.now();
  if (ensureFreshStepModules())
    console.log(
      `gen-validators: the schemas changed since the validators were generated; generated them again (${Math.round(performance.now() - started)} ms)`,
    );
}
