import { describe, expect, it } from "vitest";
import { loadDictionaries, loadSteps } from "../../server/config/project-files.ts";
import type { FieldErrors } from "../../shared/messages/validation-messages.ts";
import { engineOptionsOf, type FormData, type RedirectTarget } from "../logic/engine-ui-schema.ts";
import { fieldDependentsOf } from "../logic/field-dependencies.ts";
import { FormController, type SubmitResult } from "./form-controller.ts";

const steps = loadSteps(loadDictionaries());
const newAccount = engineOptionsOf(steps.get("newAccount")!.uiSchema);
const personalData = engineOptionsOf(steps.get("personalDataConfirm")!.uiSchema);

/** A browser validation that reports the listed fields as missing. */
const requiring =
  (...fields: string[]) =>
  (data: FormData): FieldErrors =>
    Object.fromEntries(fields.filter((f) => data[f] === undefined).map((f) => [f, ["required"]]));

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((res) => (resolve = res));
  return { promise, resolve };
}

function setup(overrides: Partial<ConstructorParameters<typeof FormController>[0]> = {}) {
  const sent: FormData[] = [];
  const redirects: RedirectTarget[] = [];
  const controller = new FormController({
    initialData: {},
    options: newAccount,
    validate: () => ({}),
    submit: async (data) => {
      sent.push(data);
      return undefined;
    },
    onRedirect: (target) => redirects.push(target),
    ...overrides,
  });
  return { controller, sent, redirects };
}

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

describe("FormController submit", () => {
  it("waits for pending blur validations before validating", async () => {
    const log: string[] = [];
    const blurAnswer = deferred<string[]>();
    const { controller, sent } = setup({
      initialData: { email: "taken@example.com" },
      validate: () => (log.push("validate"), {}),
      validateField: () => blurAnswer.promise.then((m) => (log.push("blur answered"), m)),
    });
    log.length = 0;
    void controller.blur("email");
    const submitting = controller.submit();
    await new Promise((r) => setTimeout(r, 0));
    expect(log).toEqual([]);
    blurAnswer.resolve(["This email is taken"]);
    await submitting;
    expect(log).toEqual(["blur answered", "validate"]);
    expect(sent).toEqual([]);
    expect(controller.getSnapshot().errors).toEqual({ email: ["This email is taken"] });
  });

  it("shows the summary and moves focus to it when submit fails", async () => {
    const { controller, sent } = setup({ validate: requiring("email") });
    await controller.submit();
    const snapshot = controller.getSnapshot();
    expect(sent).toEqual([]);
    expect(snapshot.errors).toEqual({ email: ["required"] });
    expect(snapshot.summaryVisible).toBe(true);
    expect(snapshot.focus?.target).toBe("summary");
  });

  it("shows the server's field errors after a send", async () => {
    const { controller } = setup({
      submit: async (): Promise<SubmitResult> => ({ errors: { email: ["taken"] } }),
    });
    await controller.submit();
    expect(controller.getSnapshot().errors).toEqual({ email: ["taken"] });
    expect(controller.getSnapshot().summaryVisible).toBe(true);
  });

  it("sends the data once while a send is in flight", async () => {
    const answer = deferred<undefined>();
    let calls = 0;
    const { controller } = setup({
      initialData: { email: "jan@example.com" },
      submit: () => (calls++, answer.promise),
    });
    const first = controller.submit();
    expect(controller.getSnapshot().submitting).toBe(true);
    await controller.submit();
    await new Promise((r) => setTimeout(r, 0));
    expect(calls).toBe(1);
    answer.resolve(undefined);
    await first;
    expect(controller.getSnapshot().submitting).toBe(false);
  });

  it("does not send while a blocking notice shows", async () => {
    const { controller, sent } = setup({ initialData: { residenceCountry: "ES" } });
    expect(controller.getSnapshot().notices.map((n) => n.id)).toContain("blockedResidence");
    await controller.submit();
    expect(sent).toEqual([]);
    expect(controller.getSnapshot().submitting).toBe(false);
  });

  it("sends the current data when nothing is wrong", async () => {
    const { controller, sent } = setup({ initialData: { email: "jan@example.com" } });
    await controller.submit();
    expect(sent).toEqual([{ email: "jan@example.com" }]);
  });
});

describe("FormController confirmation", () => {
  it("opens the confirmation instead of sending, and sends on confirm(true)", async () => {
    const { controller, sent } = setup({
      options: personalData,
      initialData: { firstName: "Jan" },
    });
    await controller.submit();
    expect(controller.getSnapshot().confirming).toBe(true);
    expect(sent).toEqual([]);
    await controller.confirm(true);
    expect(controller.getSnapshot().confirming).toBe(false);
    expect(sent).toEqual([{ firstName: "Jan" }]);
  });

  it("closes the confirmation without sending on confirm(false)", async () => {
    const { controller, sent } = setup({
      options: personalData,
      initialData: { firstName: "Jan" },
    });
    await controller.submit();
    await controller.confirm(false);
    expect(controller.getSnapshot().confirming).toBe(false);
    expect(sent).toEqual([]);
  });
});

describe("FormController sections", () => {
  it("validates only the current section's fields on continue", () => {
    const { controller } = setup({ validate: requiring("residenceCountry", "email") });
    controller.continueSection();
    const snapshot = controller.getSnapshot();
    expect(snapshot.errors).toEqual({ residenceCountry: ["required"] });
    expect(snapshot.sectionIndex).toBe(0);
    expect(snapshot.focus?.target).toBe("summary");
  });

  it("reveals the next section and focuses its first field when the section is valid", () => {
    const { controller } = setup({
      initialData: { residenceCountry: "DE" },
      validate: requiring("residenceCountry", "email"),
    });
    controller.continueSection();
    const snapshot = controller.getSnapshot();
    expect(snapshot.sectionIndex).toBe(1);
    expect(snapshot.focus?.target).toBe("chooseLanguage");
    expect(controller.visibleSectionFields()).toContain("email");
  });

  it("follows a redirect outcome of continue", () => {
    const { controller, redirects } = setup({ initialData: { residenceCountry: "US" } });
    controller.continueSection();
    expect(redirects).toEqual([{ link: "externalApply" }]);
    expect(controller.getSnapshot().sectionIndex).toBe(0);
  });

  it("does not continue while a blocking notice shows for the section", () => {
    const { controller, redirects } = setup({ initialData: { residenceCountry: "ES" } });
    controller.continueSection();
    expect(controller.getSnapshot().sectionIndex).toBe(0);
    expect(redirects).toEqual([]);
  });

  it("asks the question of an ask outcome, and answer(true) reveals the next section", () => {
    const { controller, redirects } = setup({ initialData: { residenceCountry: "UA" } });
    controller.continueSection();
    expect(controller.getSnapshot().question).toBe("euAddress");
    expect(controller.getSnapshot().sectionIndex).toBe(0);
    controller.answer(true);
    expect(controller.getSnapshot().question).toBeUndefined();
    expect(controller.getSnapshot().sectionIndex).toBe(1);
    expect(redirects).toEqual([]);
  });

  it("follows the no redirect when the question is answered no", () => {
    const { controller, redirects } = setup({ initialData: { residenceCountry: "UA" } });
    controller.continueSection();
    controller.answer(false);
    expect(controller.getSnapshot().question).toBeUndefined();
    expect(controller.getSnapshot().sectionIndex).toBe(0);
    expect(redirects).toEqual([{ link: "generalApply" }]);
  });

  it("opens the sections already filled when resuming", () => {
    const { controller } = setup({
      initialData: { residenceCountry: "DE", email: "jan@example.com" },
    });
    expect(controller.getSnapshot().sectionIndex).toBe(1);
  });
});

describe("FormController prefill check", () => {
  const scanned: FormData = {
    language: "pl",
    firstName: "JAN",
    citizenship: "PL",
    pesel: "44051401359",
  };

  function prefilled(overrides: Partial<ConstructorParameters<typeof FormController>[0]> = {}) {
    const waited: number[] = [];
    const asked: string[] = [];
    const result = setup({
      initialData: scanned,
      options: personalData,
      prefilledFields: ["firstName", "citizenship", "pesel"],
      wait: async (ms) => {
        waited.push(ms);
      },
      validateField: async (field) => {
        asked.push(field);
        return [];
      },
      ...overrides,
    });
    return { ...result, waited, asked };
  }

  it("starts checking, waits the UI schema's time, asks the server about each prefilled field", async () => {
    const { controller, waited, asked } = prefilled();
    expect(controller.getSnapshot().checkingPrefill).toBe(true);
    await controller.checkPrefill();
    expect(waited).toEqual([1500]);
    expect(asked.sort()).toEqual(["citizenship", "firstName", "pesel"]);
    expect(controller.getSnapshot().checkingPrefill).toBe(false);
  });

  it("opens the confirmation layer when nothing is wrong and a PESEL is present", async () => {
    const { controller, sent } = prefilled();
    await controller.checkPrefill();
    expect(controller.getSnapshot().confirming).toBe(true);
    expect(sent).toEqual([]);
    await controller.confirm(true);
    expect(sent).toEqual([scanned]);
  });

  it("shows the form without the layer when neither PESEL nor ID number is present", async () => {
    const { pesel: _pesel, ...withoutPesel } = scanned;
    const { controller } = prefilled({
      initialData: withoutPesel,
      prefilledFields: ["firstName", "citizenship"],
    });
    await controller.checkPrefill();
    const snapshot = controller.getSnapshot();
    expect(snapshot.checkingPrefill).toBe(false);
    expect(snapshot.confirming).toBe(false);
    expect(snapshot.summaryVisible).toBe(false);
  });

  it("shows the form without the layer while fields the scan did not read are missing", async () => {
    const { controller } = prefilled({ validate: requiring("documentNumber") });
    await controller.checkPrefill();
    const snapshot = controller.getSnapshot();
    expect(snapshot.confirming).toBe(false);
    // A field the scan did not fill is for the user to fill, not an error yet.
    expect(snapshot.errors).toEqual({});
    expect(snapshot.summaryVisible).toBe(false);
  });

  it("shows the server's and the browser's errors of prefilled fields with the summary", async () => {
    const { controller } = prefilled({
      validate: (data): FieldErrors =>
        data.firstName === "JAN" ? { firstName: ["letters only"] } : {},
      validateField: async (field) => (field === "pesel" ? ["bad check digit"] : []),
    });
    await controller.checkPrefill();
    const snapshot = controller.getSnapshot();
    expect(snapshot.errors).toEqual({ firstName: ["letters only"], pesel: ["bad check digit"] });
    expect(snapshot.summaryVisible).toBe(true);
    expect(snapshot.focus?.target).toBe("summary");
    expect(snapshot.confirming).toBe(false);
  });

  it("shows the form when the server cannot be asked, and leaves the check to the submit", async () => {
    const { controller } = prefilled({
      validateField: () => Promise.reject(new Error("network down")),
    });
    await controller.checkPrefill();
    expect(controller.getSnapshot().checkingPrefill).toBe(false);
    expect(controller.getSnapshot().errors).toEqual({});
  });

  it("does not open the layer while a blocking notice shows (prohibited citizenship)", async () => {
    const { controller } = prefilled({ initialData: { ...scanned, citizenship: "KP" } });
    await controller.checkPrefill();
    expect(controller.getSnapshot().notices.map((n) => n.id)).toEqual(["prohibitedCitizenship"]);
    expect(controller.getSnapshot().confirming).toBe(false);
  });

  it("checks once, however often it is asked", async () => {
    const { controller, waited } = prefilled();
    await Promise.all([controller.checkPrefill(), controller.checkPrefill()]);
    await controller.checkPrefill();
    expect(waited).toEqual([1500]);
  });

  it("does nothing for a form that was not prefilled", async () => {
    const { controller, waited } = prefilled({ prefilledFields: undefined });
    expect(controller.getSnapshot().checkingPrefill).toBe(false);
    await controller.checkPrefill();
    expect(waited).toEqual([]);
  });
});

describe("FormController: what people met in the browser", () => {
  it("closing the question without an answer (Escape) stays on the form and goes nowhere", () => {
    const { controller, redirects } = setup({ initialData: { residenceCountry: "UA" } });
    controller.continueSection();
    expect(controller.getSnapshot().question).toBe("euAddress");
    controller.dismissQuestion();
    expect(controller.getSnapshot().question).toBeUndefined();
    expect(controller.getSnapshot().sectionIndex).toBe(0);
    expect(redirects).toEqual([]);
  });

  it("continue while a blocking notice shows points at the notice and reports no field error", () => {
    const { controller } = setup({
      initialData: { languageCountry: "ES", residenceConfirm: true },
      validate: () => ({ languageCountry: ["This value is not accepted"] }),
    });
    controller.continueSection();
    const snapshot = controller.getSnapshot();
    expect(snapshot.errors).toEqual({});
    expect(snapshot.summaryVisible).toBe(false);
    expect(snapshot.focus?.target).toBe("notice");
  });

  it("revealing a section names every field of it, so focus can go to the first one rendered", () => {
    const { controller } = setup({ initialData: { residenceCountry: "IE" } });
    controller.continueSection();
    const focus = controller.getSnapshot().focus;
    expect(focus?.target).toBe("chooseLanguage");
    expect(focus?.then).toContain("email");
  });

  it("checks the document number again when the document type or citizenship changes", async () => {
    const asked: [string, FormData][] = [];
    const { controller } = setup({
      options: personalData,
      dependents: fieldDependentsOf(steps.get("personalDataConfirm")!.schema),
      initialData: { citizenship: "PL", documentType: 1, documentNumber: "PA1234567" },
      validateField: async (field, data) => {
        asked.push([field, data]);
        return data.documentType === 1 ? ["Not a Polish ID card number"] : [];
      },
    });
    await controller.blur("documentNumber");
    expect(controller.getSnapshot().errors).toEqual({
      documentNumber: ["Not a Polish ID card number"],
    });
    controller.change({ ...controller.getSnapshot().data, documentType: 2 });
    // The stale error is gone at once; the server is asked again with the new type.
    expect(controller.getSnapshot().errors).toEqual({});
    await Promise.resolve();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(asked.at(-1)).toEqual([
      "documentNumber",
      { citizenship: "PL", documentType: 2, documentNumber: "PA1234567" },
    ]);
    expect(controller.getSnapshot().errors).toEqual({});
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

describe("FormController sections sent to the host (the phone step)", () => {
  const phone = engineOptionsOf(steps.get("desktopSms")!.uiSchema);
  const numberSection = requiring("phoneNumberPrefix", "phoneNumber");
  const filled = { phoneNumberPrefix: "PL", phoneNumber: "600100200", recaptchaToken: "proof" };

  function phoneSetup(sendPart: ConstructorParameters<typeof FormController>[0]["sendPart"]) {
    return setup({ options: phone, validate: numberSection, initialData: filled, sendPart });
  }

  it("sends the section, puts the host's values in, locks the section and opens the next", async () => {
    const sentParts: [string, FormData][] = [];
    const { controller } = phoneSetup(async (id, data) => {
      sentParts.push([id, data]);
      return { sent: true, data: { sentSmsCount: 1 } };
    });
    await controller.continueSection();
    expect(sentParts).toEqual([["number", filled]]);
    const snapshot = controller.getSnapshot();
    expect(snapshot.sectionIndex).toBe(1);
    expect(snapshot.sentSections).toEqual(["number"]);
    expect(snapshot.data.sentSmsCount).toBe(1);
    expect(snapshot.sentPart?.id).toBe("number");
    expect(controller.isLocked("phoneNumber")).toBe(true);
    expect(controller.isLocked("phoneVerificationCode2")).toBe(false);
    expect(snapshot.focus?.target).toBe("phoneVerificationCode2");
  });

  it("stays on the section with the host's field errors, and when the host dealt with the answer", async () => {
    const { controller } = phoneSetup(async () => ({
      errors: { phoneNumber: ["No such number"] },
    }));
    await controller.continueSection();
    expect(controller.getSnapshot()).toMatchObject({
      sectionIndex: 0,
      sentSections: [],
      errors: { phoneNumber: ["No such number"] },
      summaryVisible: true,
    });
    const quiet = phoneSetup(async () => undefined).controller;
    await quiet.continueSection();
    expect(quiet.getSnapshot().sectionIndex).toBe(0);
  });

  it("sends nothing while the section's own fields are invalid, and says the section is not valid", async () => {
    let sends = 0;
    const { controller } = setup({
      options: phone,
      validate: numberSection,
      initialData: { phoneNumberPrefix: "PL" },
      sendPart: async () => {
        sends++;
        return { sent: true };
      },
    });
    expect(controller.sectionValid()).toBe(false);
    await controller.continueSection();
    expect(sends).toBe(0);
    expect(controller.getSnapshot().errors).toEqual({
      phoneNumber: ["required"],
      recaptchaToken: ["required"],
    });
  });

  it("holds Continue until the bot check gave its proof, and says what is missing when pressed", async () => {
    let sends = 0;
    const { controller } = setup({
      options: phone,
      validate: numberSection,
      initialData: { phoneNumberPrefix: "PL", phoneNumber: "600100200" },
      sendPart: async () => {
        sends++;
        return { sent: true };
      },
      requiredMessage: (field) => `Complete the ${field}`,
    });
    expect(controller.sectionValid()).toBe(false);
    await controller.continueSection();
    expect(sends).toBe(0);
    expect(controller.getSnapshot()).toMatchObject({
      errors: { recaptchaToken: ["Complete the recaptchaToken"] },
      summaryVisible: true,
    });
    controller.changeField("recaptchaToken", "proof");
    expect(controller.sectionValid()).toBe(true);
    await controller.continueSection();
    expect(sends).toBe(1);
  });

  it("empties the proof a refused send used up, and keeps the host's message about it shown", async () => {
    const { controller } = phoneSetup(async () => ({
      errors: { recaptchaToken: ["The security check failed. Please do it again."] },
    }));
    await controller.continueSection();
    const snapshot = controller.getSnapshot();
    expect(snapshot.data.recaptchaToken).toBeUndefined();
    expect(snapshot).toMatchObject({
      sectionIndex: 0,
      errors: { recaptchaToken: ["The security check failed. Please do it again."] },
      summaryVisible: true,
    });
    // A new proof is the answer to the message: it goes, and Continue is free again.
    controller.changeField("recaptchaToken", "new proof");
    expect(controller.getSnapshot().errors).toEqual({});
    expect(controller.sectionValid()).toBe(true);
  });

  it("reopens a sent section: later sections close and empty, the used proof goes, focus returns", async () => {
    const { controller } = phoneSetup(async () => ({ sent: true, data: { sentSmsCount: 1 } }));
    await controller.continueSection();
    controller.change({ ...controller.getSnapshot().data, phoneVerificationCode2: "123456" });
    controller.reopenSection("number");
    const snapshot = controller.getSnapshot();
    expect(snapshot.sectionIndex).toBe(0);
    expect(snapshot.sentSections).toEqual([]);
    expect(snapshot.data).toEqual({
      phoneNumberPrefix: "PL",
      phoneNumber: "600100200",
      sentSmsCount: 1,
    });
    expect(controller.isLocked("phoneNumber")).toBe(false);
    // Focus goes to the first rendered control of the section: the hidden language has none.
    const order = [snapshot.focus?.target, ...(snapshot.focus?.then ?? [])];
    expect(order.slice(0, 3)).toEqual(["language", "phoneNumberPrefix", "phoneNumber"]);
  });

  it("resends a sent part without leaving the open section, once at a time", async () => {
    const gate = deferred<{ sent: boolean; data: FormData }>();
    let sends = 0;
    const { controller } = phoneSetup(async () => {
      sends++;
      return sends === 1 ? { sent: true, data: { sentSmsCount: 1 } } : gate.promise;
    });
    await controller.continueSection();
    const first = controller.sendPart("number");
    expect(await controller.sendPart("number")).toBe(false);
    gate.resolve({ sent: true, data: { sentSmsCount: 2 } });
    expect(await first).toBe(true);
    expect(sends).toBe(2);
    const snapshot = controller.getSnapshot();
    expect(snapshot.sectionIndex).toBe(1);
    expect(snapshot.data.sentSmsCount).toBe(2);
    expect(snapshot.sentPart).toEqual({ id: "number", seq: 2 });
  });

  it("Enter in the number section presses its Continue; in the code section, the step's submit", async () => {
    const sentParts: string[] = [];
    const { controller, sent } = phoneSetup(async (id) => {
      sentParts.push(id);
      return { sent: true, data: { sentSmsCount: 1 } };
    });
    await controller.submitShown();
    expect(sentParts).toEqual(["number"]);
    expect(sent).toEqual([]);
    expect(controller.getSnapshot().sectionIndex).toBe(1);
    controller.changeField("phoneVerificationCode2", "123456");
    await controller.submitShown();
    expect(sentParts).toEqual(["number"]);
    expect(sent).toHaveLength(1);
  });

  it("keeps the host's 'wrong code' when focus leaves the code for the summary, until the code changes", async () => {
    const checked: string[] = [];
    const { controller } = setup({
      options: phone,
      validate: numberSection,
      initialData: { ...filled, sentSmsCount: 1, phoneVerificationCode2: "000000" },
      sendPart: async () => ({ sent: true, data: { sentSmsCount: 2 } }),
      submit: async () => ({ errors: { phoneVerificationCode2: ["Wrong code, 4 tries left"] } }),
      validateField: async (field) => {
        checked.push(field);
        return [];
      },
    });
    await controller.submitShown();
    expect(controller.getSnapshot()).toMatchObject({
      errors: { phoneVerificationCode2: ["Wrong code, 4 tries left"] },
      focus: { target: "summary" },
    });
    // Focus moving to the summary blurs the code field: its check must not wipe the answer.
    await controller.blur("phoneVerificationCode2");
    expect(controller.getSnapshot().errors).toEqual({
      phoneVerificationCode2: ["Wrong code, 4 tries left"],
    });
    expect(checked).toEqual([]);
    // Enter again with the same code: the error stays, focus goes to the summary again.
    await controller.submitShown();
    await controller.blur("phoneVerificationCode2");
    expect(controller.getSnapshot().errors.phoneVerificationCode2).toEqual([
      "Wrong code, 4 tries left",
    ]);
    // A new code typed is checked as usual.
    controller.changeField("phoneVerificationCode2", "123456");
    await controller.blur("phoneVerificationCode2");
    expect(checked).toEqual(["phoneVerificationCode2"]);
  });

  it("keeps the host's 'wrong code' when a blur check begun before the answer comes back after it", async () => {
    const check = deferred<string[]>();
    const answer = deferred<SubmitResult>();
    const { controller } = setup({
      options: phone,
      validate: numberSection,
      initialData: { ...filled, sentSmsCount: 1, phoneVerificationCode2: "000000" },
      submit: () => answer.promise,
      validateField: () => check.promise,
    });
    const submitted = controller.submitShown();
    // The page locks while the code is sent, which blurs the field: its check starts now.
    const blurred = controller.blur("phoneVerificationCode2");
    answer.resolve({ errors: { phoneVerificationCode2: ["Wrong code, 4 tries left"] } });
    await submitted;
    check.resolve([]);
    await blurred;
    expect(controller.getSnapshot().errors).toEqual({
      phoneVerificationCode2: ["Wrong code, 4 tries left"],
    });
  });

  it("starts at the code, the number read-only, when the host still holds a code sent (a reload)", () => {
    const { controller } = setup({
      options: phone,
      validate: numberSection,
      initialData: { ...filled, sentSmsCount: 1 },
      sentSections: ["number", "no such section"],
    });
    const snapshot = controller.getSnapshot();
    expect(snapshot.sectionIndex).toBe(1);
    expect(snapshot.sentSections).toEqual(["number"]);
    expect(controller.isLocked("phoneNumber")).toBe(true);
    expect(controller.isLocked("phoneVerificationCode2")).toBe(false);
    // Without it, the same data starts at the number.
    const fresh = setup({ options: phone, validate: numberSection, initialData: filled });
    expect(fresh.controller.getSnapshot().sectionIndex).toBe(0);
  });

  it("drops the host's 'wrong code' once the code is sent again", async () => {
    const { controller } = setup({
      options: phone,
      validate: numberSection,
      initialData: { ...filled, sentSmsCount: 1, phoneVerificationCode2: "000000" },
      sendPart: async () => ({ sent: true, data: { sentSmsCount: 2 } }),
      submit: async () => ({ errors: { phoneVerificationCode2: ["Wrong code, 4 tries left"] } }),
    });
    await controller.submitShown();
    expect(controller.getSnapshot().summaryVisible).toBe(true);
    expect(await controller.sendPart("number")).toBe(true);
    expect(controller.getSnapshot()).toMatchObject({ errors: {}, summaryVisible: false });
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
