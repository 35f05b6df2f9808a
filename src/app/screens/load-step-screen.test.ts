import { beforeEach, describe, expect, it, vi } from "vitest";

const loaders = vi.hoisted(() => ({
  loadStepModule: vi.fn(),
  loadFormKit: vi.fn(),
  loadLateScreens: vi.fn(),
  loadNamespace: vi.fn(),
}));
vi.mock("../../flow/step-modules.ts", () => ({ loadStepModule: loaders.loadStepModule }));
vi.mock("./load-form-kit.ts", () => ({ loadFormKit: loaders.loadFormKit }));
vi.mock("./load-late-screens.ts", () => ({ loadLateScreens: loaders.loadLateScreens }));
vi.mock("../i18n.ts", () => ({ loadNamespace: loaders.loadNamespace }));

const { loadedStepScreen, loadStepScreen } = await import("./load-step-screen.ts");

const MODULE = { schema: { type: "object" }, uiSchema: {}, schemaHash: "h", widgets: {} };
const KIT = { StepForm: () => null };
const LATE = { AnswersReview: () => null };

beforeEach(() => {
  loaders.loadStepModule.mockResolvedValue(MODULE);
  loaders.loadFormKit.mockResolvedValue(KIT);
  loaders.loadLateScreens.mockResolvedValue(LATE);
  loaders.loadNamespace.mockResolvedValue(undefined);
});

describe("a step screen's parts", () => {
  it("are not there before they arrive, and are there at once afterwards", async () => {
    expect(loadedStepScreen("personalDataConfirm", "en", false)).toBeUndefined();
    const parts = await loadStepScreen("personalDataConfirm", "en", false);
    expect(parts).toMatchObject({ ...MODULE, kit: KIT, late: undefined });
    expect(loadedStepScreen("personalDataConfirm", "en", false)).toBe(parts);
    expect(loaders.loadNamespace).toHaveBeenCalledWith("en", "personalDataConfirm");
  });

  it("load once for a step and language, and again for another language", async () => {
    loaders.loadStepModule.mockClear();
    const first = loadStepScreen("addressDetails", "pl", false);
    expect(loadStepScreen("addressDetails", "pl", false)).toBe(first);
    await first;
    expect(loaders.loadStepModule).toHaveBeenCalledTimes(1);
    await loadStepScreen("addressDetails", "en", false);
    expect(loaders.loadStepModule).toHaveBeenCalledTimes(2);
    expect(loadedStepScreen("addressDetails", "de", false)).toBeUndefined();
  });

  it("bring the review's screens only to a step with a review", async () => {
    loaders.loadLateScreens.mockClear();
    expect((await loadStepScreen("currencyChoice", "en", false)).late).toBeUndefined();
    expect(loaders.loadLateScreens).not.toHaveBeenCalled();
    expect((await loadStepScreen("summaryAndPaymentChoice", "en", true)).late).toBe(LATE);
  });

  it("are asked for again after a failed load", async () => {
    loaders.loadStepModule.mockRejectedValueOnce(new Error("offline"));
    await expect(loadStepScreen("taxOfficeDetails", "en", false)).rejects.toThrow("offline");
    expect(loadedStepScreen("taxOfficeDetails", "en", false)).toBeUndefined();
    const parts = await loadStepScreen("taxOfficeDetails", "en", false);
    expect(loadedStepScreen("taxOfficeDetails", "en", false)).toBe(parts);
  });
});
