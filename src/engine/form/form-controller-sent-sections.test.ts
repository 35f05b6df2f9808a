import { describe, expect, it } from "vitest";
import { loadDictionaries, loadSteps } from "../../server/config/project-files.ts";
import { engineOptionsOf, type FormData } from "../logic/engine-ui-schema.ts";
import type { FormController, SubmitResult } from "./form-controller.ts";
import { deferred, formControllerFixtures, requiring } from "./form-controller-fixtures.ts";

const steps = loadSteps(loadDictionaries());
const { setup } = formControllerFixtures(steps);

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
