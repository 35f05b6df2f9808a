/** The engine's accessible theme: templates, fields and the generic widgets every step can name. */
import type { RegistryFieldsType, RegistryWidgetsType, TemplatesType } from "@rjsf/utils";
import { BaseInputTemplate } from "./BaseInputTemplate.tsx";
import { FieldTemplate } from "./FieldTemplate.tsx";
import { NumberField } from "./fields/NumberField.tsx";
import { ObjectFieldTemplate } from "./ObjectFieldTemplate.tsx";
import { UnsupportedFieldTemplate } from "./UnavailableField.tsx";
import { CheckboxWidget } from "./widgets/CheckboxWidget.tsx";
import { HiddenWidget } from "./widgets/HiddenWidget.tsx";
import { RadioWidget } from "./widgets/RadioWidget.tsx";
import { SelectWidget } from "./widgets/SelectWidget.tsx";
import { PasswordWidget, TextWidget } from "./widgets/TextWidget.tsx";

export const ENGINE_TEMPLATES: Partial<TemplatesType> = {
  FieldTemplate,
  ObjectFieldTemplate,
  BaseInputTemplate,
  ErrorListTemplate: () => null,
  UnsupportedFieldTemplate,
};

export const ENGINE_FIELDS: RegistryFieldsType = { NumberField };

export const ENGINE_WIDGETS: RegistryWidgetsType = {
  TextWidget,
  PasswordWidget,
  SelectWidget,
  CheckboxWidget,
  RadioWidget,
  HiddenWidget,
  text: TextWidget,
  password: PasswordWidget,
  select: SelectWidget,
  checkbox: CheckboxWidget,
  radio: RadioWidget,
  hidden: HiddenWidget,
};
