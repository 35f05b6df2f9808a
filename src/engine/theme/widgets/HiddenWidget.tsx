import type { WidgetProps } from "@rjsf/utils";

/** A value the form carries without showing it (context fields). */
export function HiddenWidget({ id, value }: WidgetProps) {
  return (
    <input
      type="hidden"
      id={id}
      value={value === undefined || value === null ? "" : String(value)}
    />
  );
}
