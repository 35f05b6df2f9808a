/** Examples of the password widget, read by its component test and the accessibility check. */
export const passwordStrengthExamples = [
  {
    name: "four rules from the schema",
    schema: {
      type: "object",
      properties: {
        password: {
          type: "string",
          allOf: [
            { minLength: 8 },
            { pattern: "(?=.*[a-z])(?=.*[A-Z])" },
            { pattern: "[0-9]" },
            { pattern: "[^A-Za-z0-9]" },
          ],
        },
      },
    },
    uiSchema: { password: { "ui:widget": "passwordStrength" } },
    formData: { password: "abcdefgh" },
  },
] as const;
