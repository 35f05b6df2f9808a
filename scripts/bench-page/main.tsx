/**
 * Bench-only page (never part of the product's build): renders a schema + UI schema pair through
 * the engine's StepForm, for the peer benchmark's `--url` contestant. `?form=personal|large`
 * picks one of the benchmark's own RJSF forms; `?invalid=1` starts from its invalid data. The
 * engine renders flat steps, as the product's are, so the `large` form's groups are laid out one
 * after another (`flattenGroups`): the same 66 fields, rules and conditions. As on the product's
 * pages, the validators are compiled before the build (compile-validators.ts), not in the
 * browser.
 */
import { createRoot } from "react-dom/client";
import { createStepValidator, mapTranslator, StepForm } from "../../src/engine/index.ts";
import "../../src/app/styles/index.css";

const FORMS = {
  personal: () => import("@bench-forms/personal.form.js"),
  large: () => import("@bench-forms/large.form.js"),
};

const params = new URLSearchParams(location.search);
const name = params.get("form") ?? "personal";
const load = FORMS[name as keyof typeof FORMS] as (typeof FORMS)[keyof typeof FORMS] | undefined;
if (!load) throw new Error(`unknown form "${name}"`);
const form = await load();
performance.mark("bench:form-loaded");

createRoot(document.getElementById("root")!).render(
  <main className="main">
    <StepForm
      namespace="bench"
      schema={form.schema}
      uiSchema={form.uiSchema}
      validator={createStepValidator(form.validateFns, form.schema, form.rootValidatorKey)}
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
