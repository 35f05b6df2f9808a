import { createPrecompiledValidator } from "@rjsf/validator-ajv8";
const modules = import.meta.glob("../generated/steps/*.step.js");
const load = modules["../generated/steps/personalDataConfirm.step.js"]!;
void load().then((m: any) => {
  const v = createPrecompiledValidator(m.validateFns, m.schema);
  document.body.textContent = JSON.stringify(v.validateFormData({ citizenship: "PL" }, m.schema).errors.map((e: any) => e.stack));
});
