import type { WidgetProps } from "@rjsf/utils";
import { BaseInputTemplate } from "../BaseInputTemplate.tsx";

/** Text fields go through the engine's BaseInputTemplate, with its input filters. */
export function TextWidget(props: WidgetProps) {
  return <BaseInputTemplate {...props} />;
}

export function PasswordWidget(props: WidgetProps) {
  return <BaseInputTemplate {...props} type="password" />;
}
