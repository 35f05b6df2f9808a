// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { dataRecorder, renderExample } from "../../tests/component/render-example.tsx";
import { confirmCopyExamples } from "./examples.ts";

afterEach(cleanup);

const [example] = confirmCopyExamples;

/** The example with the email typed as on the registration step (no input filter on emails). */
const typedExample = {
  ...example,
  uiSchema: {
    ...example.uiSchema,
    email: { "ui:options": { inputType: "email", inputFilter: "none" } },
  },
};

const messages = {
  "example:fields.email.label": "Email address",
  "example:fields.confirmEmail.label": "Confirm your email address",
  "example:fields.confirmEmail.save": "Save and continue",
  "example:fields.confirmEmail.confirmed": "Email is confirmed",
};

/** The typed example with nothing filled in, recording its data and what its submit is given. */
function renderEmpty() {
  const data = dataRecorder();
  const submitted: unknown[] = [];
  renderExample(typedExample, {
    messages,
    formData: {},
    onDataChange: data.onDataChange,
    submit: async (formData) => {
      submitted.push(formData);
      return undefined;
    },
  });
  return { user: userEvent.setup(), data, submitted };
}

describe("confirmCopy", () => {
  it("shows the source value read-only, in a group labelled by the field's label", () => {
    renderExample(example, { messages });
    const group = screen.getByRole("group", { name: "Confirm your email address" });
    const copy = group.querySelector("output");
    expect(copy?.textContent).toBe("jan@example.com");
    // Nothing to type into or paste into: the copy is no form control.
    expect(group.querySelector("input, textarea, [contenteditable]")).toBeNull();
  });

  it("confirms with 'save and continue' and then shows the confirmed text", () => {
    const data = dataRecorder();
    renderExample(example, { messages, onDataChange: data.onDataChange });
    const save = screen.getByRole("button", { name: "Save and continue" });
    expect(save.getAttribute("aria-disabled")).toBeNull();
    expect(screen.queryByText("Email is confirmed")).toBeNull();
    fireEvent.click(save);
    expect(screen.getByText("Email is confirmed").getAttribute("role")).toBe("status");
    expect(screen.queryByRole("button", { name: "Save and continue" })).toBeNull();
    expect(data.last()).toMatchObject({
      email: "jan@example.com",
      confirmEmail: "jan@example.com",
    });
  });

  it("follows the source value as it is typed", () => {
    renderExample(typedExample, { messages });
    fireEvent.change(screen.getByLabelText("Email address"), {
      target: { value: "anna@example.org" },
    });
    const group = screen.getByRole("group", { name: "Confirm your email address" });
    expect(group.querySelector("output")?.textContent).toBe("anna@example.org");
  });

  it("takes Enter in the source field as its button, not as the step's submit", async () => {
    const { user, data, submitted } = renderEmpty();
    await user.type(screen.getByLabelText("Email address"), "anna@example.org{Enter}");
    expect(screen.getByText("Email is confirmed")).toBe(document.activeElement);
    expect(data.last()).toMatchObject({
      email: "anna@example.org",
      confirmEmail: "anna@example.org",
    });
    expect(submitted).toEqual([]);
  });

  it("leaves Enter to the step's submit while the source value would not be taken", async () => {
    const { user, data, submitted } = renderEmpty();
    await user.type(screen.getByLabelText("Email address"), "anna@example{Enter}");
    expect(screen.queryByText("Email is confirmed")).toBeNull();
    expect(data.last().confirmEmail).toBeUndefined();
    // The step's submit ran its checks, which name the e-mail address; nothing was sent.
    expect(screen.getByRole("alert").textContent).toContain("Email address: errors:pattern");
    expect(submitted).toEqual([]);
  });

  it("does nothing while the source value does not pass its schema", () => {
    const data = dataRecorder();
    renderExample(example, {
      messages,
      formData: { email: "jan@example" },
      onDataChange: data.onDataChange,
    });
    const save = screen.getByRole("button", { name: "Save and continue" });
    expect(save.getAttribute("aria-disabled")).toBe("true");
    fireEvent.click(save);
    expect(screen.queryByText("Email is confirmed")).toBeNull();
    expect(screen.getByRole("button", { name: "Save and continue" })).toBeTruthy();
    expect(data.last().confirmEmail).toBeUndefined();
  });

  it("does nothing while there is no source value", () => {
    const data = dataRecorder();
    renderExample(example, { messages, formData: {}, onDataChange: data.onDataChange });
    const save = screen.getByRole("button", { name: "Save and continue" });
    expect(save.getAttribute("aria-disabled")).toBe("true");
    fireEvent.click(save);
    expect(screen.queryByText("Email is confirmed")).toBeNull();
    expect(data.last().confirmEmail).toBeUndefined();
  });

  it("works once the source is corrected to a valid value", () => {
    const data = dataRecorder();
    renderExample(typedExample, {
      messages,
      formData: { email: "jan@example" },
      onDataChange: data.onDataChange,
    });
    fireEvent.change(screen.getByLabelText("Email address"), {
      target: { value: "jan@example.com" },
    });
    const save = screen.getByRole("button", { name: "Save and continue" });
    expect(save.getAttribute("aria-disabled")).toBeNull();
    fireEvent.click(save);
    expect(screen.getByText("Email is confirmed")).toBeTruthy();
    expect(data.last().confirmEmail).toBe("jan@example.com");
  });

  it("no longer shows the confirmation once the source differs from the confirmed value", () => {
    renderExample(typedExample, { messages });
    fireEvent.click(screen.getByRole("button", { name: "Save and continue" }));
    expect(screen.getByText("Email is confirmed")).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Email address"), {
      target: { value: "jan@example.org" },
    });
    expect(screen.queryByText("Email is confirmed")).toBeNull();
    expect(screen.getByRole("button", { name: "Save and continue" })).toBeTruthy();
  });

  it("moves focus to the confirmed status once, then leaves it where the user types", async () => {
    const user = userEvent.setup();
    const withPassword = {
      ...typedExample,
      schema: {
        ...typedExample.schema,
        properties: { ...typedExample.schema.properties, password: { type: "string" } },
      },
    };
    renderExample(withPassword, {
      messages: { ...messages, "example:fields.password.label": "Password" },
    });
    await user.click(screen.getByRole("button", { name: "Save and continue" }));
    expect(document.activeElement).toBe(screen.getByText("Email is confirmed"));
    const password = screen.getByLabelText("Password");
    await user.click(password);
    await user.keyboard("Str0ngpass1");
    expect(document.activeElement).toBe(password);
    expect((password as HTMLInputElement).value).toBe("Str0ngpass1");
  });
});
