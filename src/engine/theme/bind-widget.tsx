/**
 * Widgets take their values from the form's controller and give it their changes. RJSF keeps
 * the form's data too, but it re-derives and re-renders the whole form for every change it
 * hears; bound this way, a keystroke or a ticked box re-renders the widget that changed and
 * whatever shows that change (a field that appears, Next), and RJSF is not told.
 *
 * A text input goes further (`showsOwnValue`): it is not re-rendered for its own keys at all, and
 * writes a value that changes from elsewhere straight into the input (`useShownValue`).
 *
 * A widget inside a field (an array's item) is left to RJSF: the field it belongs to is rendered
 * by RJSF itself, and the controller takes what RJSF reports (`changeFromRenderer`).
 */
import type { RegistryWidgetsType, Widget, WidgetProps } from "@rjsf/utils";
import { useCallback } from "react";
import { engineContextOf, fieldOfId, isFieldId } from "./form-context.ts";
import { copyMarks, type MarkedWidget } from "./widget-marks.ts";
import { useFieldState } from "./use-form-state.ts";

const boundWidgets = new WeakMap<Widget, Widget>();

/** The widget reading its value from the controller and writing its changes to it. */
export function bindToController(widget: Widget): Widget {
  const known = boundWidgets.get(widget);
  if (known) return known;
  const Inner = widget as MarkedWidget<WidgetProps>;
  function BoundWidget(props: WidgetProps) {
    const { controller } = engineContextOf(props.registry);
    const field = fieldOfId(props.id, props.registry);
    const ownField = isFieldId(props.id, field);
    const followsValue = ownField && !Inner.showsOwnValue;
    const value = useFieldState(props.registry, field, (s) =>
      followsValue ? s.data[field] : undefined,
    );
    const onChange = useCallback(
      (next: unknown) => controller.changeField(field, next),
      [controller, field],
    );
    if (!ownField) return <Inner {...props} />;
    // A widget that shows its own value starts from the value of this render and follows on.
    const shown = followsValue ? value : controller.getSnapshot().data[field];
    return <Inner {...props} value={shown} onChange={onChange} />;
  }
  BoundWidget.displayName = `Bound(${Inner.displayName ?? Inner.name})`;
  const bound: MarkedWidget<WidgetProps> = BoundWidget;
  copyMarks(Inner, bound);
  boundWidgets.set(widget, bound);
  return bound;
}

/** Every widget of a registry bound to the controller (RJSF's own ones included). */
export function bindWidgets(widgets: RegistryWidgetsType): RegistryWidgetsType {
  return Object.fromEntries(
    Object.entries(widgets).map(([name, widget]) => [name, bindToController(widget)]),
  );
}
