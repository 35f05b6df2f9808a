/** Examples of the choice cards, read by its component test and the accessibility check. */
export const choiceCardsExamples = [
  {
    name: "three ways with one recommended",
    schema: {
      type: "object",
      properties: { dataUploadChoice: { type: "integer", enum: [3, 2, 1] } },
    },
    uiSchema: {
      dataUploadChoice: { "ui:widget": "choiceCards", "ui:options": { recommended: [3] } },
    },
    formData: {},
  },
] as const;
