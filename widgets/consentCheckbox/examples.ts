/** Examples of the consent tick box, read by its component test and the accessibility check. */
export const consentCheckboxExamples = [
  {
    name: "terms with a data-regulation popup",
    schema: {
      type: "object",
      properties: { termsAgreement: { type: "boolean", const: true } },
    },
    uiSchema: {
      termsAgreement: {
        "ui:widget": "consentCheckbox",
        "ui:options": { infoDialog: "dataRegulation" },
      },
    },
    formData: {},
  },
] as const;
