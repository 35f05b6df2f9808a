/**
 * What the engine's templates and the project's widgets read from RJSF's `formContext`: the
 * same object for the life of a form. Types only, so the modules that read it (form-context,
 * use-form-state) import it and not each other.
 */
import type { ReactNode } from "react";
import type { FormController } from "../form/form-controller.ts";
import type { FormLink } from "../logic/engine-ui-schema.ts";
import type { Translator } from "../logic/translator.ts";

export interface EngineFormContext {
  controller: FormController;
  translator: Translator;
  /** The step's locale namespace. */
  namespace: string;
  /** Values the app provides (language country, residence…), also used by `x-context` fields. */
  context: Readonly<Record<string, unknown>>;
  /** Renders a link that leads away from the form (route, page, back), as the host does. */
  renderLink?: ((link: FormLink) => ReactNode) | undefined;
  /**
   * Asks the host's server a question for a widget (a postal code's cities, an address search):
   * the answer's data, or undefined when it failed; never throws.
   */
  lookup: Lookup;
}

export type Lookup = (
  action: string,
  payload: Readonly<Record<string, unknown>>,
  signal?: AbortSignal,
) => Promise<Readonly<Record<string, unknown>> | undefined>;
