/**
 * What a widget tells the engine of itself, as marks on the component:
 * - `ownsLabel`: it renders its own label or legend, so the field template does not;
 * - `showsOwnValue`: it shows its field's value itself, following the form's controller
 *   (`useShownValue`), so it is not re-rendered for its own changes and a keystroke renders
 *   nothing;
 * - `helpBelow`: a single tick box, whose label stands beside it: the field's help text reads
 *   after the box and its label, not above the box;
 * - `placesIntro`: a group whose legend is the field's label: it shows the field's help and error
 *   itself, under its legend (`FieldIntro`), where they would stand under any other field's label;
 * - `stopsWhileAway`: its effects do work while it shows (a request, a timer, a worker): while a
 *   conditional part takes its field away, the field template stops them (React's `Activity`)
 *   and starts them again when the field comes back. Other widgets' effects only follow the
 *   form, and stay.
 */
import type { ComponentType } from "react";

const MARKS = ["ownsLabel", "showsOwnValue", "helpBelow", "placesIntro", "stopsWhileAway"] as const;
type WidgetMark = (typeof MARKS)[number];

export type MarkedWidget<P> = ComponentType<P> & Partial<Record<WidgetMark, boolean>>;

function mark<P>(widget: ComponentType<P>, name: WidgetMark): MarkedWidget<P> {
  const marked = widget as MarkedWidget<P>;
  marked[name] = true;
  return marked;
}

export const ownsLabel = <P>(widget: ComponentType<P>) => mark(widget, "ownsLabel");
export const showsOwnValue = <P>(widget: ComponentType<P>) => mark(widget, "showsOwnValue");
export const helpBelow = <P>(widget: ComponentType<P>) => mark(widget, "helpBelow");
export const stopsWhileAway = <P>(widget: ComponentType<P>) => mark(widget, "stopsWhileAway");
/** A group with a legend: it owns its label and places the help and error under it. */
export const legendGroup = <P>(widget: ComponentType<P>) =>
  mark(mark(widget, "ownsLabel"), "placesIntro");

/** Gives a wrapper the marks of the widget it wraps. */
export function copyMarks<P>(from: MarkedWidget<P>, to: MarkedWidget<P>): void {
  for (const name of MARKS) if (from[name]) to[name] = true;
}
