import type { FormController } from "../form/form-controller.ts";
import type { Translator } from "../logic/translator.ts";
import { useControllerState } from "./use-form-state.ts";

interface NextButtonProps {
  controller: FormController;
  translator: Translator;
  namespace: string;
}

/**
 * Next: shown once the last section is revealed. It is marked disabled (staying focusable, so a
 * press still explains what is missing) while the form is invalid, shows an error, is blocked, or
 * a request is in flight.
 */
export function NextButton({ controller, translator, namespace }: NextButtonProps) {
  const sections = controller.sections;
  const hidden = useControllerState(
    controller,
    (s) => sections.length > 0 && s.sectionIndex < sections.length - 1,
  );
  const disabled = useControllerState(
    controller,
    (s) =>
      s.submitting ||
      controller.isBlocked() ||
      (controller.enableWhenValid && (Object.keys(s.errors).length > 0 || !controller.isValid())),
  );
  if (hidden) return null;
  return (
    <div className="form__actions form__actions--forward">
      <button
        type="submit"
        className="button button--primary"
        aria-disabled={disabled || undefined}
      >
        {translator.t([`${namespace}:submit`, "common:next"])}
      </button>
    </div>
  );
}
