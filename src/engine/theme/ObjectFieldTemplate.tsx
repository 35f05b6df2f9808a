import type { ObjectFieldTemplateProps } from "@rjsf/utils";
import type { EngineFormContext } from "./engine-form-context.ts";
import { engineContextOf } from "./form-context.ts";
import { SectionLinks } from "./SectionLinks.tsx";
import { useFormState } from "./use-form-state.ts";

/**
 * The form's fields in order; with sections, the revealed ones and the current section's
 * Continue. It reads no state itself: a submit or a section's change re-renders the section's
 * links and actions, not every field.
 */
export function ObjectFieldTemplate({ properties, registry }: ObjectFieldTemplateProps) {
  return (
    <>
      {properties.map((property) =>
        property.hidden ? (
          <div key={property.name} hidden>
            {property.content}
          </div>
        ) : (
          property.content
        ),
      )}
      <SectionEnd registry={registry} />
    </>
  );
}

/** The current section's links and its Continue (none after the last section). */
function SectionEnd({ registry }: { registry: { formContext?: unknown } }) {
  const { controller, translator, namespace, renderLink }: EngineFormContext =
    engineContextOf(registry);
  const sectionIndex = useFormState(registry, (s) => s.sectionIndex);
  const sections = controller.sections;
  const current = sections[sectionIndex];
  const isLast = sectionIndex >= sections.length - 1;
  const blocked = useFormState(registry, () =>
    current ? controller.isBlocked(new Set(current.fields)) : false,
  );
  const unready = useFormState(
    registry,
    (s) => s.submitting || (current?.enableWhenValid === true && !controller.sectionValid()),
  );
  return (
    <>
      <SectionLinks
        controller={controller}
        translator={translator}
        namespace={namespace}
        sectionId={current?.id}
        renderLink={renderLink}
      />
      {current && !isLast ? (
        <div className="form__actions form__actions--forward">
          {/* A submit button, so Enter in a field of the section presses it (FormController.submitShown).
              The way forward, so the primary style, as every step's Next. */}
          <button
            type="submit"
            className="button button--primary"
            aria-disabled={blocked || unready || undefined}
          >
            {translator.t([`${namespace}:sections.${current.id}.continue`, "common:continue"])}
          </button>
        </div>
      ) : null}
    </>
  );
}
