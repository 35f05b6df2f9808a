import { describe, expect, it } from "vitest";
import { loadDictionaries, loadSteps } from "../../server/config/project-files.ts";
import type { FieldErrors } from "../../shared/messages/validation-messages.ts";
import type { FormData } from "../logic/engine-ui-schema.ts";
import type { FormController, SubmitResult } from "./form-controller.ts";
import { deferred, formControllerFixtures, requiring } from "./form-controller-fixtures.ts";

const { personalData, setup } = formControllerFixtures(loadSteps(loadDictionaries()));

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
