/** What a widget tells the engine of itself, as marks on the component. */
import type { ComponentType } from "react";

export type MarkedWidget<P> = ComponentType<P> & {
  /** The widget renders its own label or legend, so the field template does not. */
  ownsLabel?: boolean;
  /**
   * The widget shows its field's value itself, following the form's controller
   * (`useShownValue`): it is not re-rendered for its own changes, so a keystroke renders nothing.
   */
  showsOwnValue?: boolean;
};

export function ownsLabel<P>(widget: ComponentType<P>): MarkedWidget<P> {
  const marked = widget as MarkedWidget<P>;
  marked.ownsLabel = true;
  return marked;
}

export function showsOwnValue<P>(widget: ComponentType<P>): MarkedWidget<P> {
  const marked = widget as MarkedWidget<P>;
  marked.showsOwnValue = true;
  return marked;
}
