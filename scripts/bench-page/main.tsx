/**
 * Bench-only page (never part of the product's build): renders a schema + UI schema pair through
 * the engine's StepForm, for the peer benchmark's `--url` contestant. `?form=personal|large`
 * picks one of the benchmark's own RJSF forms; `?invalid=1` starts from its invalid data. The
 * engine renders flat steps, as the product's are, so the `large` form's groups are laid out one
 * after another (`flattenGroups`): the same 66 fields, rules and conditions.
 */
import { customizeValidator } from "@rjsf/validator-ajv8";
import { createRoot } from "react-dom/client";
import { mapTranslator, StepForm, type FormData } from "../../src/engine/index.ts";
import "../../src/app/styles.css";
import { flattenGroups } from "./flatten-groups.ts";

export interface BenchForm {
  schema: Record<string, unknown>;
  uiSchema: Record<string, unknown>;
  invalidData: FormData;
}

const FORMS: Record<string, () => Promise<BenchForm>> = {
  personal: () => import("@bench-peers/forms/personal/rjsf.js"),
  large: () => import("@bench-peers/forms/large/rjsf.js"),
};

const params = new URLSearchParams(location.search);
const name = params.get("form") ?? "personal";
const load = FORMS[name];
if (!load) throw new Error(`unknown form "${name}"`);
const form = flattenGroups(await load());
performance.mark("bench:form-loaded");

createRoot(document.getElementById("root")!).render(
  <main className="main">
    <StepForm
      namespace="bench"
      schema={form.schema}
      uiSchema={form.uiSchema}
      // As the raw RJSF contestant: Ajv compiles at run time (this page has no CSP).
      validator={customizeValidator()}
      initialData={params.get("invalid") === "1" ? form.invalidData : {}}
      translator={mapTranslator({
        "common:next": "Submit",
        "common:selectPlaceholder": "Select…",
        "errors:summaryTitle": "There is a problem",
      })}
      submit={async () => undefined}
    />
  </main>,
);
