/**
 * What a form step renders with: the engine's StepForm (RJSF and its theme) and the project's
 * widgets. Loaded with the step's own module, not with the page: the shell paints first.
 */
export { StepForm } from "../../engine/index.ts";
export { PROJECT_WIDGETS } from "../../../widgets/index.ts";
// The screens of the routes without a form come with the kit: they are the last routes, and the
// first ones never load them.
export { EndScreenOfRoute } from "./end/EndScreenOfRoute.tsx";
export { AnswersReview } from "./AnswersReview.tsx";
