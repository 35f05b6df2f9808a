/** Examples of the phone prefix select, read by its component test and the accessibility check. */
export const phonePrefixExamples = [
  {
    name: "country codes with the language's country first",
    schema: {
      type: "object",
      properties: { phoneNumberPrefix: { type: "string", enum: ["PL", "DE", "UA", "US"] } },
    },
    uiSchema: {
      phoneNumberPrefix: {
        "ui:widget": "phonePrefix",
        "ui:options": {
          prefixes: { PL: "48", DE: "49", UA: "380", US: "1" },
          firstByLanguage: { ru: ["UA", "PL"] },
          onlyForEmailDomains: { US: ["us.example.com"] },
        },
      },
    },
    formData: {},
    context: { language: "de", languageCountry: "DE" },
  },
] as const;
