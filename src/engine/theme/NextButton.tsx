import type { FormController, FormSnapshot } from "../form/form-controller.ts";
import type { Translator } from "../logic/translator.ts";

interface NextButtonProps {
  controller: FormController;
  snapshot: FormSnapshot;
  translator: Translator;
  namespace: string;
}

/**
 * Next: shown once the last section is revealed. It is marked disabled (staying focusable, so a
 * press still explains what is missing) while the form is invalid, shows an error, is blocked, or
 * a request is in flight.
 */
export function NextButton({ controller, snapshot, translator, namespace }: NextButtonProps) {
  const sections = controller.sections;
  if (sections.length && snapshot.sectionIndex < sections.length - 1) return null;
  const disabled =
    snapshot.submitting ||
    controller.isBlocked() ||
    (controller.enableWhenValid && (!snapshot.valid || Object.keys(snapshot.errors).length > 0));
  return (
    <div className="form__actions">
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
