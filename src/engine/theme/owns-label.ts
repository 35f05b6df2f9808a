/** Widgets that render their own label or legend mark themselves, so the field template does not. */
import type { ComponentType } from "react";

export type LabelOwningWidget<P> = ComponentType<P> & { ownsLabel?: boolean };

export function ownsLabel<P>(widget: ComponentType<P>): LabelOwningWidget<P> {
  const marked = widget as LabelOwningWidget<P>;
  marked.ownsLabel = true;
  return marked;
}
