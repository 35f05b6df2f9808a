/**
 * The loader of a form's parts (load-step-screen.ts), handed down by the app. Screens in chunks
 * of their own (the capture screens' user-input form) render a form through it without importing
 * the loader, whose static import from such a chunk would split the first page's modules into
 * more files (`npm run size`).
 */
import { createContext } from "react";
import type { loadedStepScreen, loadStepScreen } from "./load-step-screen.ts";

export interface StepPartsLoader {
  load: typeof loadStepScreen;
  loaded: typeof loadedStepScreen;
}

export const StepPartsContext = createContext<StepPartsLoader | null>(null);
