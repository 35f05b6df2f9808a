/** Shared set-up of the FormController tests (form-controller-*.test.ts): options, helpers. */
import type { FieldErrors } from "../../shared/messages/validation-messages.ts";
import { engineOptionsOf, type FormData, type RedirectTarget } from "../logic/engine-ui-schema.ts";
import { FormController } from "./form-controller.ts";

/** A browser validation that reports the listed fields as missing. */
export const requiring =
  (...fields: string[]) =>
  (data: FormData): FieldErrors =>
    Object.fromEntries(fields.filter((f) => data[f] === undefined).map((f) => [f, ["required"]]));

/** A promise and the function that resolves it, for answers a test lets through when it wants. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((res) => (resolve = res));
  return { promise, resolve };
}

/**
 * The options of the new-account and personal-data steps, and `setup`: a controller on the
 * new-account step that records what it sends and where it redirects. The test passes the
 * project's steps in: they are read by the server's project-files, which the engine's modules
 * may not import (scripts/check-imports.ts), only its tests.
 */
export function formControllerFixtures(
  steps: ReadonlyMap<string, { uiSchema: Record<string, unknown> }>,
) {
  const newAccount = engineOptionsOf(steps.get("newAccount")!.uiSchema);
  const personalData = engineOptionsOf(steps.get("personalDataConfirm")!.uiSchema);

  function setup(overrides: Partial<ConstructorParameters<typeof FormController>[0]> = {}) {
    const sent: FormData[] = [];
    const redirects: RedirectTarget[] = [];
    const controller = new FormController({
      initialData: {},
      options: newAccount,
      validate: () => ({}),
      submit: (data) => {
        sent.push(data);
        return Promise.resolve(undefined);
      },
      onRedirect: (target) => redirects.push(target),
      ...overrides,
    });
    return { controller, sent, redirects };
  }

  return { personalData, setup };
}
