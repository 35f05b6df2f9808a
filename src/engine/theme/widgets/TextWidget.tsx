import type { WidgetProps } from "@rjsf/utils";
import { BaseInputTemplate } from "../BaseInputTemplate.tsx";
import { showsOwnValue } from "../widget-marks.ts";

/** Text fields go through the engine's BaseInputTemplate, with its input filters. */
export const TextWidget = showsOwnValue(function TextWidget(props: WidgetProps) {
  return <BaseInputTemplate {...props} />;
});

export const PasswordWidget = showsOwnValue(function PasswordWidget(props: WidgetProps) {
  return <BaseInputTemplate {...props} type="password" />;
});
