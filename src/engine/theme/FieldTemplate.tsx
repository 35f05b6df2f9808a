import type { FieldTemplateProps } from "@rjsf/utils";
import { getUiOptions } from "@rjsf/utils";
import { Activity, memo, useState, type CSSProperties, type ReactNode } from "react";
import {
  blockingNoticeProps,
  engineContextOf,
  errorIdOf,
  fieldOfId,
  helpIdOf,
  isFieldId,
  noticeIdOf,
  useFieldErrors,
} from "./form-context.ts";
import type { MarkedWidget } from "./widget-marks.ts";
import { FieldBoundary } from "./UnavailableField.tsx";
import { useFieldState } from "./use-form-state.ts";

/**
 * One field: label, help, the first error, then the widget and the field's notices. The error is
 * a component of its own and the field's error mark is drawn by CSS (`.field:has(>
 * .field__error:not([hidden]))`, or the error under a group's legend), so an error that comes or
 * goes re-renders the message and the widget (`aria-invalid`), not the field: a submit that finds
 * every field wrong renders little more than the messages.
 *
 * A field that a conditional part took away after it had shown stays mounted, hidden and not
 * rendered again while away, so ticking a box back shows it again by an update, not by building
 * its widget anew. Its value leaves the data while it is away (FormController.withoutAbsent), and
 * it shows what the data holds when it comes back. A field that has never shown is not built
 * ahead. It is hidden by `content-visibility: hidden` on a slot around it (AWAY): out of layout,
 * of the accessibility tree, of the tab order and of find-in-page, as with `display: none`, but
 * the browser keeps its styles and layout, so showing it again does not restyle every element of
 * it (a date's boxes and month list). A widget marked `stopsWhileAway` is hidden by React's
 * `<Activity mode="hidden">` instead, which also cleans up its effects until it comes back.
 */
export function FieldTemplate(props: FieldTemplateProps) {
  const { id, label, children, hidden, displayLabel, uiSchema, registry, schema } = props;
  const { controller, translator, namespace } = engineContextOf(registry);
  const field = fieldOfId(id, registry);
  const shown = useFieldState(registry, field, (s) => controller.showsField(field, s.sectionIndex));
  // Whether the schema's conditional parts give the field a place now (FormController.present).
  const present = useFieldState(
    registry,
    field,
    (s) => !isFieldId(id, field) || s.present === undefined || s.present.has(field),
  );
  const notices = useFieldState(registry, field, (s) => s.notices.filter((n) => n.field === field));
  const [built, setBuilt] = useState(present);
  if (present && !built) setBuilt(true);
  if (schema.type === "object") return <>{children}</>;
  if (hidden) return <div hidden>{children}</div>;
  if (!shown) return null;
  const noticeList = notices.length ? (
    <div id={noticeIdOf(id)}>
      {notices.map((notice) => (
        <p
          key={notice.id}
          className={`notice notice--${notice.severity}`}
          role={notice.blocks ? "alert" : "status"}
          {...blockingNoticeProps(notice.blocks)}
        >
          {translator.t(`${namespace}:notices.${notice.id}`)}
        </p>
      ))}
    </div>
  ) : null;
  const widgetName = getUiOptions(uiSchema).widget;
  const widget =
    typeof widgetName === "string"
      ? (registry.widgets[widgetName] as MarkedWidget<unknown>)
      : undefined;
  const help = helpOf(uiSchema);
  // A group with a legend shows the help and error under it itself (FieldIntro).
  const introHere = !widget?.placesIntro;
  const body = (
    <div className="field" data-field={field}>
      {displayLabel && !widget?.ownsLabel && label ? (
        <label className="field__label" id={`${id}__label`} htmlFor={id}>
          {label}
        </label>
      ) : null}
      {introHere && help && !widget?.helpBelow ? <FieldHelp id={id} help={help} /> : null}
      {introHere ? <FieldError registry={registry} id={id} /> : null}
      <FieldBoundary id={id} translator={translator}>
        {children}
      </FieldBoundary>
      {help && widget?.helpBelow ? <FieldHelp id={id} help={help} below /> : null}
      {noticeList}
    </div>
  );
  const kept = <KeptWhileHidden hidden={!present}>{body}</KeptWhileHidden>;
  const slot = widget?.stopsWhileAway ? (
    <Activity mode={present ? "visible" : "hidden"}>{kept}</Activity>
  ) : (
    <div style={present ? undefined : AWAY}>{kept}</div>
  );
  // A field whose declaring part does not apply shows nothing but its notices, which may say why.
  return (
    <>
      {built ? slot : null}
      {!present && noticeList ? <div data-field={field}>{noticeList}</div> : null}
    </>
  );
}

/**
 * How the slot of a field that is away hides it: `display: none` where the browser has no
 * `content-visibility` (its contents are skipped, and with no size of their own the slot takes no
 * room).
 */
const AWAY: CSSProperties =
  typeof CSS !== "undefined" && CSS.supports("content-visibility", "hidden")
    ? { contentVisibility: "hidden" }
    : { display: "none" };

/** Its children as they last showed, while hidden: a hidden field is not rendered again. */
const KeptWhileHidden = memo(
  function KeptWhileHidden({ children }: { hidden: boolean; children: ReactNode }) {
    return children;
  },
  (_, next) => next.hidden,
);

const helpOf = (uiSchema: FieldTemplateProps["uiSchema"]) =>
  typeof uiSchema?.["ui:help"] === "string" ? uiSchema["ui:help"] : undefined;

function FieldHelp({ id, help, below }: { id: string; help: string; below?: boolean }) {
  return (
    <p className={below ? "field__help field__help--below" : "field__help"} id={helpIdOf(id)}>
      {help}
    </p>
  );
}

/**
 * The field's help and its first error, for a widget marked `placesIntro` to show under its
 * legend: the same elements, with the same ids, that the field template shows under a label.
 */
export function FieldIntro({
  id,
  uiSchema,
  registry,
}: Pick<FieldTemplateProps, "id" | "uiSchema" | "registry">) {
  const help = helpOf(uiSchema);
  return (
    <>
      {help ? <FieldHelp id={id} help={help} /> : null}
      <FieldError registry={registry} id={id} />
    </>
  );
}

/**
 * The field's first error, where the field shows it; hidden without one. The element stays in
 * place, so an error that comes changes its text instead of inserting an element (which makes
 * React look for the element to insert it before, through the widget's).
 */
function FieldError({ registry, id }: Pick<FieldTemplateProps, "registry" | "id">) {
  const error = useFieldErrors(registry, id)[0];
  return (
    <p className="field__error" id={errorIdOf(id)} hidden={!error}>
      {error}
    </p>
  );
}
