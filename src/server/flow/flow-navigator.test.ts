import { describe, expect, it } from "vitest";
import type { Device } from "../../shared/flow/flow-definition.ts";
import { loadProjectFiles } from "../config/project-files.ts";
import { StepValidators } from "../validation/step-validators.ts";
import { FlowNavigator } from "./flow-navigator.ts";

const { flow } = loadProjectFiles();
const compile = (schema: Parameters<StepValidators["compileCondition"]>[0]) =>
  new StepValidators([]).compileCondition(schema);
const navigator = new FlowNavigator(flow, compile);

const after = (step: string, data: Record<string, unknown>, device: Device = "desktop") =>
  navigator.next(step, { data, steps: { newAccount: {}, [step]: data }, device });

describe("FlowNavigator.next", () => {
  it("goes from newAccount to dataUploadChoice, or its mobile variant on mobile", () => {
    expect(after("newAccount", {})).toBe("dataUploadChoice");
    expect(after("newAccount", {}, "mobile")).toBe("dataUploadChoice_M");
  });

  it("goes from dataUploadChoice 1 to personalDataConfirm", () => {
    expect(after("dataUploadChoice", { dataUploadChoice: 1 })).toBe("personalDataConfirm");
  });

  it("goes from dataUploadChoice 3 to mobileSms", () => {
    expect(after("dataUploadChoice", { dataUploadChoice: 3 })).toBe("mobileSms");
  });

  it("goes from dataUploadChoice 2 to desktopDocumentChoice, or mobileDocumentChoice on mobile", () => {
    expect(after("dataUploadChoice", { dataUploadChoice: 2 })).toBe("desktopDocumentChoice");
    expect(after("dataUploadChoice", { dataUploadChoice: 2 }, "mobile")).toBe(
      "mobileDocumentChoice",
    );
  });

  it("goes from mobileDesktopChoice 1 to mobileSms and otherwise to the document choice", () => {
    expect(after("mobileDesktopChoice", { mobileDesktopChoice: 1 })).toBe("mobileSms");
    expect(after("mobileDesktopChoice", { mobileDesktopChoice: 2 })).toBe("desktopDocumentChoice");
  });

  it("has no next route for a step without rules", () => {
    expect(after("errorsReport", {})).toBeUndefined();
  });

  it("leaves the upload result pages for personal data (the rules of upload-summary)", () => {
    expect(after("upload-summary", {})).toBe("personalDataConfirm");
  });

  it("tries the upload again while journeys are left, else stays on the failed page", () => {
    expect(after("upload-try-again", { journeysLeft: 2 })).toBe("desktopDocumentUpload");
    expect(after("upload-try-again", { journeysLeft: 0 })).toBe("uploadFailed");
  });

  it("refuses rules for a name that is neither a route nor an action of the flow", () => {
    const withStray = {
      ...flow,
      next: { ...flow.next, "upload-sumary": [{ goto: "uploadFailed" }] },
    };
    expect(() => new FlowNavigator(withStray, compile)).toThrow(
      "flow: next rules for unknown route or action upload-sumary",
    );
  });

  it("resumes after a login", () => {
    const steps = { newAccount: {}, dataUploadChoice: { dataUploadChoice: 1 } };
    expect(navigator.next("newLogin", { data: {}, steps, device: "desktop" })).toBe(
      "personalDataConfirm",
    );
  });
});

describe("FlowNavigator.resume", () => {
  it("starts at the initial route when nothing is done", () => {
    expect(navigator.resume({}, "desktop")).toBe("newAccount");
  });

  it("returns the first step not done along the rules", () => {
    expect(navigator.resume({ newAccount: {} }, "desktop")).toBe("dataUploadChoice");
    expect(navigator.resume({ newAccount: {} }, "mobile")).toBe("dataUploadChoice_M");
    expect(
      navigator.resume({ newAccount: {}, dataUploadChoice: { dataUploadChoice: 1 } }, "desktop"),
    ).toBe("personalDataConfirm");
    expect(
      navigator.resume({ newAccount: {}, dataUploadChoice: { dataUploadChoice: 2 } }, "mobile"),
    ).toBe("mobileDocumentChoice");
  });

  it("follows the saved answers past steps that are done", () => {
    const steps = {
      newAccount: {},
      dataUploadChoice: { dataUploadChoice: 1 },
      personalDataConfirm: {},
    };
    expect(navigator.resume(steps, "desktop")).toBe("desktopSms");
  });
});

describe("FlowNavigator.isReachable", () => {
  it("reaches a route once every step it requires is done", () => {
    expect(navigator.isReachable("personalDataConfirm", { newAccount: {} })).toBe(false);
    expect(
      navigator.isReachable("personalDataConfirm", { newAccount: {}, dataUploadChoice: {} }),
    ).toBe(true);
  });

  it("reaches a route without requirements and a mobile variant by its own name", () => {
    expect(navigator.isReachable("newAccount", {})).toBe(true);
    expect(navigator.isReachable("dataUploadChoice_M", {})).toBe(false);
    expect(navigator.isReachable("dataUploadChoice_M", { newAccount: {} })).toBe(true);
  });

  it("does not reach an unknown route", () => {
    expect(navigator.isReachable("nowhere", { newAccount: {} })).toBe(false);
  });
});

describe("FlowNavigator construction", () => {
  it("rejects rules that go to an unknown route", () => {
    const broken = { ...flow, next: { ...flow.next, newAccount: [{ goto: "nowhere" }] } };
    expect(() => new FlowNavigator(broken, compile)).toThrow(/unknown route nowhere/);
  });
});
