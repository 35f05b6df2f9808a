/** Examples of the block toggle, read by the accessibility check. */
export const blockToggleExamples = [
  {
    name: "closed: the add button",
    schema: { type: "object", properties: { addSecondTaxCountry: { type: "boolean" } } },
    uiSchema: { addSecondTaxCountry: { "ui:widget": "blockToggle" } },
    formData: {},
    context: {},
  },
  {
    name: "open: the block's title and the remove button",
    schema: { type: "object", properties: { addSecondTaxCountry: { type: "boolean" } } },
    uiSchema: { addSecondTaxCountry: { "ui:widget": "blockToggle" } },
    formData: { addSecondTaxCountry: true },
    context: {},
  },
] as const;
