import { describe, expect, it } from "vitest";
import { loadDictionaries, loadSteps } from "../../server/config/project-files.ts";
import type { FormData } from "../logic/engine-ui-schema.ts";
import { fieldDependentsOf } from "../logic/field-dependencies.ts";
import { formControllerFixtures, requiring } from "./form-controller-fixtures.ts";

const steps = loadSteps(loadDictionaries());
const { personalData, setup } = formControllerFixtures(steps);

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
