/**
 * The screens of the last routes: the answers review and the screens without a form. Loaded when
 * one of them is shown, never with the first routes.
 */
export { EndScreenOfRoute } from "./end/EndScreenOfRoute.tsx";
export { AnswersReview } from "./AnswersReview.tsx";
