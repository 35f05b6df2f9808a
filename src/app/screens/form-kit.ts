/**
 * What a form step renders with: the engine's StepForm (RJSF and its theme); each step's module
 * brings the project widgets it names. Loaded with the step's own module, not with the page: the
 * shell paints first.
 */
export { StepForm } from "../../engine/index.ts";
