/** Examples of the bot check, read by the accessibility check (it needs the server's challenge). */
export const proofOfWorkExamples = [
  {
    name: "registration check",
    schema: { type: "object", properties: { recaptchaToken: { type: "string", minLength: 1 } } },
    uiSchema: { recaptchaToken: { "ui:widget": "proofOfWork" } },
    formData: {},
  },
] as const;
