/** Examples of the date widget, read by its component test and the accessibility check. */
export const datePartsExamples = [
  {
    name: "date of birth",
    schema: {
      type: "object",
      properties: { dateOfBirth: { type: "string", pattern: "^[0-9]{4}-[0-9]{2}-[0-9]{2}$" } },
    },
    uiSchema: { dateOfBirth: { "ui:widget": "dateParts" } },
    formData: { dateOfBirth: "1990-03-27" },
  },
] as const;
