/** Examples of the country select, read by its component test and the accessibility check. */
export const countrySelectExamples = [
  {
    name: "excludes the language country and puts European countries first",
    schema: {
      type: "object",
      properties: {
        languageCountry: { type: "string" },
        residenceCountry: { type: "string", enum: ["US", "DE", "GB", "PL", "AT"] },
      },
    },
    uiSchema: {
      languageCountry: { "ui:widget": "hidden" },
      residenceCountry: {
        "ui:widget": "countrySelect",
        "ui:options": {
          exclude: ["languageCountry"],
          priority: ["PL", "AT", "DE", "GB"],
          inputFilter: "letters",
        },
      },
    },
    formData: { languageCountry: "GB" },
    context: { languageCountry: "GB" },
  },
] as const;
