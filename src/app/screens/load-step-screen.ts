/**
 * Everything a form step's screen needs before it can show its form: the step's generated module,
 * the form kit, its texts and, for a step with a review, the review's screens. Loaded once per
 * step and language; start-up asks for the URL's step before the first render, so the screen
 * usually finds its parts already here and shows the form in its first render.
 */
import type { Language } from "../../shared/brand/locales.ts";
import { loadStepModule, type StepModule } from "../../flow/step-modules.ts";
import { loadNamespace } from "../i18n.ts";
import { loadFormKit, type FormKit } from "./load-form-kit.ts";
import { loadLateScreens, type LateScreens } from "./load-late-screens.ts";

export type StepScreenParts = StepModule & { kit: FormKit; late: LateScreens | undefined };

interface Load {
  promise: Promise<StepScreenParts>;
  /** The parts, once they have arrived. */
  value?: StepScreenParts;
}

const loads = new Map<string, Load>();

const keyOf = (schemaName: string, language: Language, review: boolean) =>
  `${schemaName}/${language}/${review ? "review" : ""}`;

function loadOf(schemaName: string, language: Language, review: boolean): Load {
  const key = keyOf(schemaName, language, review);
  let load = loads.get(key);
  if (!load) {
    const started: Load = {
      promise: Promise.all([
        loadStepModule(schemaName),
        loadFormKit(),
        review ? loadLateScreens() : undefined,
        loadNamespace(language, schemaName),
      ]).then(([module, kit, late]) => {
        started.value = { ...module, kit, late };
        return started.value;
      }),
    };
    // A failed load is tried again by the next screen that asks for it.
    started.promise.catch(() => loads.delete(key));
    loads.set(key, started);
    load = started;
  }
  return load;
}

/** Starts loading a step's parts (once) and tells when they are there. */
export function loadStepScreen(
  schemaName: string,
  language: Language,
  review: boolean,
): Promise<StepScreenParts> {
  return loadOf(schemaName, language, review).promise;
}

/** A step's parts if they have already arrived, so a screen can show its form at once. */
export function loadedStepScreen(
  schemaName: string,
  language: Language,
  review: boolean,
): StepScreenParts | undefined {
  return loads.get(keyOf(schemaName, language, review))?.value;
}
