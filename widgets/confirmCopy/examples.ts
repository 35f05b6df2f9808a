/** Examples of the confirm-copy widget, read by its component test and the accessibility check. */
export const confirmCopyExamples = [
  {
    name: "confirms a valid email",
    schema: {
      type: "object",
      properties: {
        email: { type: "string", pattern: "^[^@]+@[^@]+\\.[a-z]+$" },
        confirmEmail: { type: "string" },
      },
    },
    uiSchema: { confirmEmail: { "ui:widget": "confirmCopy", "ui:options": { source: "email" } } },
    formData: { email: "jan@example.com" },
  },
] as const;
