import { describe, expect, it } from "vitest";
import { loadDictionaries, loadSteps } from "../../server/config/project-files.ts";
import type { FormData } from "../logic/engine-ui-schema.ts";
import type { FormController } from "./form-controller.ts";
import { formControllerFixtures, requiring } from "./form-controller-fixtures.ts";

const { personalData, setup } = formControllerFixtures(loadSteps(loadDictionaries()));

describe("FormController changes and blur", () => {
  it("runs effects on change and clears the errors of the changed fields only", async () => {
    const { controller } = setup({
      initialData: { email: "jan@example.com", confirmEmail: "jan@example.com", password: "short" },
      validateField: async (field) => [`bad ${field}`],
    });
    await controller.blur("email");
    await controller.blur("password");
    expect(controller.getSnapshot().errors).toEqual({
      email: ["bad email"],
      password: ["bad password"],
    });
    controller.change({
      email: "jan@example.org",
      confirmEmail: "jan@example.com",
      password: "short",
    });
    const { data, errors } = controller.getSnapshot();
    expect(data).toEqual({ email: "jan@example.org", password: "short" });
    expect(errors).toEqual({ password: ["bad password"] });
  });

  it("does not ask about an empty field on blur: passing through it is not an answer", async () => {
    const asked: string[] = [];
    const { controller } = setup({
      initialData: { email: "" },
      validateField: async (field) => {
        asked.push(field);
        return [`bad ${field}`];
      },
    });
    await controller.blur("email");
    await controller.blur("password");
    expect(asked).toEqual([]);
    expect(controller.getSnapshot().errors).toEqual({});
  });

  it("calls validateField on blur with the field, the form data and a signal, and shows its messages", async () => {
    const calls: [string, FormData, AbortSignal][] = [];
    const { controller } = setup({
      initialData: { email: "taken@example.com" },
      validateField: async (field, data, signal) => {
        calls.push([field, data, signal]);
        return ["This email is taken"];
      },
    });
    await controller.blur("email");
    expect(calls).toHaveLength(1);
    expect(calls[0]![0]).toBe("email");
    expect(calls[0]![1]).toEqual({ email: "taken@example.com" });
    expect(calls[0]![2]).toBeInstanceOf(AbortSignal);
    expect(controller.getSnapshot().errors).toEqual({ email: ["This email is taken"] });
  });

  it("removes a field's errors when its blur check answers no messages", async () => {
    const answers = [["bad"], []];
    const { controller } = setup({ validateField: async () => answers.shift() });
    await controller.blur("email");
    await controller.blur("email");
    expect(controller.getSnapshot().errors).toEqual({});
  });

  it("follows a value outcome when its condition becomes true", () => {
    const { controller, redirects } = setup({ initialData: { residenceCountry: "DE" } });
    controller.change({ residenceCountry: "DE", chooseLanguage: false });
    expect(redirects).toEqual([{ link: "languageSite", field: "residenceCountry" }]);
  });

  it("reflects the validate function in valid", () => {
    const { controller } = setup({ validate: requiring("email") });
    expect(controller.isValid()).toBe(false);
    controller.change({ email: "jan@example.com" });
    expect(controller.isValid()).toBe(true);
    controller.change({});
    expect(controller.isValid()).toBe(false);
  });
});

describe("FormController data handed to the renderer", () => {
  it("takes widgets' changes without handing the data to the renderer again, effects included", () => {
    const { controller } = setup({ initialData: { email: "jan@example.com" } });
    controller.changeField("email", "jan@example.co");
    controller.changeField("confirmEmail", "jan@example.co");
    expect(controller.getSnapshot().dataVersion).toBe(0);
    // Changing the email clears its confirmation; the widgets read it from the controller.
    controller.changeField("email", "anna@example.com");
    expect(controller.getSnapshot().data).toEqual({ email: "anna@example.com" });
    expect(controller.getSnapshot().dataVersion).toBe(0);
  });

  it("moves dataVersion when a field the renderer shows itself changes outside it", () => {
    const { controller } = setup({
      initialData: { email: "jan@example.com", confirmEmail: "jan@example.com" },
      rendersField: (field) => field === "confirmEmail",
    });
    controller.changeField("email", "jan@example.org");
    expect(controller.getSnapshot().data).toEqual({ email: "jan@example.org" });
    expect(controller.getSnapshot().dataVersion).toBe(1);
    // The renderer reporting what it was handed changes nothing.
    controller.changeFromRenderer({ email: "jan@example.org" });
    expect(controller.getSnapshot().dataVersion).toBe(1);
  });

  it("takes from the renderer only the fields it changed, never its older values of the others", () => {
    const { controller } = setup({ options: personalData });
    controller.changeField("firstName", "Anna");
    // The renderer's data does not have the typed name: only its own change is taken.
    controller.changeFromRenderer({ lastName: "Nowak" });
    expect(controller.getSnapshot().data).toEqual({ firstName: "Anna", lastName: "Nowak" });
    controller.changeFromRenderer({ lastName: "Nowak" });
    expect(controller.getSnapshot().data).toEqual({ firstName: "Anna", lastName: "Nowak" });
    // A field the renderer dropped goes.
    controller.changeFromRenderer({});
    expect(controller.getSnapshot().data).toEqual({ firstName: "Anna" });
  });

  it("takes each key at once: validity follows without the renderer", () => {
    const { controller } = setup({ options: personalData, validate: requiring("firstName") });
    expect(controller.isValid()).toBe(false);
    controller.changeField("firstName", "A");
    controller.changeField("firstName", "An");
    expect(controller.getSnapshot().data.firstName).toBe("An");
    expect(controller.isValid()).toBe(true);
    expect(controller.getSnapshot().dataVersion).toBe(0);
  });
});

describe("FormController fields that show (the schema's conditional parts)", () => {
  /** Personal data's rules in short: no expiry hides the expiry date; a German has no such box. */
  const presentFields = (data: FormData): ReadonlySet<string> =>
    new Set([
      "citizenship",
      "firstName",
      ...(data.citizenship === "DE" ? [] : ["noLimitExpiryDate"]),
      ...(data.noLimitExpiryDate === true ? [] : ["documentExpirationDate"]),
    ]);

  it("drops the value of a field that stops showing, and says which fields show", () => {
    const { controller } = setup({ options: personalData, presentFields });
    controller.changeField("documentExpirationDate", "2031-01-01");
    controller.changeField("noLimitExpiryDate", true);
    const snapshot = controller.getSnapshot();
    expect(snapshot.present?.has("documentExpirationDate")).toBe(false);
    // Personal data remembers the expiry date while the box is ticked, and puts it back.
    expect(snapshot.data).toEqual({ noLimitExpiryDate: true });
    controller.changeField("noLimitExpiryDate", undefined);
    expect(controller.getSnapshot().data).toEqual({ documentExpirationDate: "2031-01-01" });
    expect(controller.getSnapshot().present?.has("documentExpirationDate")).toBe(true);
  });

  it("drops what a dropped value hid in turn, and values no field of the schema holds", () => {
    const { controller } = setup({
      options: personalData,
      initialData: { noLimitExpiryDate: true, unknown: "x" },
      presentFields,
    });
    expect(controller.getSnapshot().data).toEqual({ noLimitExpiryDate: true });
    // A German citizen has no "no expiry" box: it goes, and the expiry date shows again.
    controller.changeField("citizenship", "DE");
    const snapshot = controller.getSnapshot();
    expect(snapshot.data).toEqual({ citizenship: "DE" });
    expect(snapshot.present?.has("noLimitExpiryDate")).toBe(false);
    expect(snapshot.present?.has("documentExpirationDate")).toBe(true);
  });

  it("works presence out again only when a field that decides it changes", () => {
    let asked = 0;
    const { controller } = setup({
      options: personalData,
      presentFields: (data) => (asked++, presentFields(data)),
      shapeFields: ["citizenship", "noLimitExpiryDate"],
    });
    const before = asked;
    for (const name of ["A", "An", "Ann", "Anna"]) controller.changeField("firstName", name);
    expect(asked).toBe(before);
    controller.changeField("noLimitExpiryDate", true);
    expect(asked).toBe(before + 1);
  });
});

describe("FormController.subscribeField", () => {
  function counting(controller: FormController, field: string) {
    const told = { count: 0 };
    controller.subscribeField(field, () => (told.count += 1));
    return told;
  }

  it("tells a field's readers of a value change only when it is their field's", () => {
    const { controller } = setup({ initialData: { email: "jan@example.com" } });
    const email = counting(controller, "email");
    const password = counting(controller, "password");
    let everyone = 0;
    controller.subscribe(() => (everyone += 1));
    controller.changeField("password", "long enough");
    controller.changeField("password", "longer still");
    expect(password.count).toBe(2);
    expect(email.count).toBe(0);
    expect(everyone).toBe(2);
  });

  it("tells every field's readers of a change besides the values", async () => {
    const { controller } = setup({
      initialData: { email: "jan@example.com" },
      validateField: async () => ["wrong"],
    });
    const email = counting(controller, "email");
    const password = counting(controller, "password");
    await controller.blur("email");
    expect(controller.getSnapshot().errors).toEqual({ email: ["wrong"] });
    expect(email.count).toBeGreaterThan(0);
    expect(password.count).toBe(email.count);
  });

  it("tells no field's readers of what only the form shows: a submit under way, focus, the summary", async () => {
    const { controller } = setup({
      initialData: { email: "jan@example.com", password: "long enough" },
      validate: () => ({}),
      submit: async () => undefined,
    });
    const email = counting(controller, "email");
    let everyone = 0;
    controller.subscribe(() => (everyone += 1));
    await controller.submit();
    expect(everyone).toBeGreaterThan(0);
    expect(email.count).toBe(0);
    // A failed submit changes the errors: every field's readers hear of it.
    const failing = setup({ validate: () => ({ email: ["required"] }) });
    const failingEmail = counting(failing.controller, "email");
    await failing.controller.submit();
    expect(failing.controller.getSnapshot().summaryVisible).toBe(true);
    expect(failingEmail.count).toBe(1);
  });

  it("tells the form once of a submit that fails at once, and of 'busy' only while a blur check is awaited", async () => {
    const { controller } = setup({
      validate: () => ({ email: ["required"] }),
      validateField: () => new Promise((resolve) => setTimeout(() => resolve(undefined), 10)),
    });
    const states: boolean[] = [];
    controller.subscribe(() => states.push(controller.getSnapshot().submitting));
    await controller.submit();
    expect(states).toEqual([false]);
    controller.changeField("email", "jan@");
    void controller.blur("email");
    expect(controller.pendingValidations).toEqual(["email"]);
    states.length = 0;
    await controller.submit();
    expect(states[0]).toBe(true);
    expect(controller.getSnapshot()).toMatchObject({ submitting: false, summaryVisible: true });
  });

  it("stops telling a reader that unsubscribed", () => {
    const { controller } = setup();
    let told = 0;
    const unsubscribe = controller.subscribeField("email", () => (told += 1));
    controller.changeField("email", "a@example.com");
    unsubscribe();
    controller.changeField("email", "b@example.com");
    expect(told).toBe(1);
  });
});
