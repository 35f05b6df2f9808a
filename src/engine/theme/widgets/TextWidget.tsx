import type { WidgetProps } from "@rjsf/utils";
import { getTemplate } from "@rjsf/utils";

/** Text fields go through the engine's BaseInputTemplate, with its input filters. */
export function TextWidget(props: WidgetProps) {
  const BaseInput = getTemplate("BaseInputTemplate", props.registry, props.options);
  return <BaseInput {...props} />;
}

export function PasswordWidget(props: WidgetProps) {
  const BaseInput = getTemplate("BaseInputTemplate", props.registry, props.options);
  return <BaseInput {...props} type="password" />;
}
