/** Examples of the code boxes, read by their component test and the accessibility check. */
export const codeBoxesExamples = [
  {
    name: "six boxes for an e-mail code, empty",
    schema: {
      type: "object",
      properties: { confirmEmailCode2: { type: "string", pattern: "^[0-9]{6}$" } },
    },
    uiSchema: { confirmEmailCode2: { "ui:widget": "codeBoxes" } },
    formData: {},
  },
  {
    name: "six boxes holding part of a code",
    schema: {
      type: "object",
      properties: { confirmEmailCode2: { type: "string", pattern: "^[0-9]{6}$" } },
    },
    uiSchema: { confirmEmailCode2: { "ui:widget": "codeBoxes" } },
    formData: { confirmEmailCode2: "123" },
  },
] as const;
