/**
 * What a step uses once its module has loaded: its RJSF validator, and what of its answers may be
 * kept after a submit. Loaded with the step's module, not with the page.
 */
export { createStepValidator } from "../engine/form/precompiled-validator.ts";
export { withoutWriteOnly } from "../shared/schema/json-schema.ts";
