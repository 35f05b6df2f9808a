// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  draftOf,
  forgetDraft,
  forgetDrafts,
  keepDraft,
  writePendingDrafts,
} from "./step-drafts.ts";

const stored = (step: string) => sessionStorage.getItem(`onboarding.draft.${step}`);
const afterTasks = () => new Promise((resolve) => setTimeout(resolve, 20));

afterEach(() => {
  forgetDrafts();
  vi.restoreAllMocks();
});

describe("keepDraft", () => {
  it("writes the draft after the change, not inside it, and reads it back before and after", async () => {
    keepDraft("personalDataConfirm", "token-1", { firstName: "Anna" });
    expect(stored("personalDataConfirm")).toBeNull();
    expect(draftOf("personalDataConfirm", "token-1")).toEqual({ firstName: "Anna" });
    await afterTasks();
    expect(JSON.parse(stored("personalDataConfirm") ?? "null")).toEqual({
      token: "token-1",
      data: { firstName: "Anna" },
    });
    expect(draftOf("personalDataConfirm", "token-1")).toEqual({ firstName: "Anna" });
  });

  it("makes one write of the last data for several quick changes", async () => {
    const setItem = vi.spyOn(Storage.prototype, "setItem");
    keepDraft("personalDataConfirm", "token-1", { firstName: "A" });
    keepDraft("personalDataConfirm", "token-1", { firstName: "An" });
    keepDraft("personalDataConfirm", "token-1", { firstName: "Ann" });
    await afterTasks();
    expect(setItem).toHaveBeenCalledTimes(1);
    expect(draftOf("personalDataConfirm", "token-1")).toEqual({ firstName: "Ann" });
  });

  it("writes what is pending when the page goes away", () => {
    keepDraft("addressDetails", "token-1", { city: "Kraków" });
    window.dispatchEvent(new Event("pagehide"));
    expect(JSON.parse(stored("addressDetails") ?? "null")).toMatchObject({
      data: { city: "Kraków" },
    });
  });

  it("gives another application's token nothing", () => {
    keepDraft("addressDetails", "token-1", { city: "Kraków" });
    expect(draftOf("addressDetails", "token-2")).toBeUndefined();
    writePendingDrafts();
    expect(draftOf("addressDetails", "token-2")).toBeUndefined();
    expect(draftOf("addressDetails", undefined)).toBeUndefined();
  });
});

describe("forgetDraft", () => {
  it("drops a step's draft whether it was written yet or not", async () => {
    keepDraft("addressDetails", "token-1", { city: "Kraków" });
    writePendingDrafts();
    keepDraft("addressDetails", "token-1", { city: "Gdańsk" });
    forgetDraft("addressDetails");
    await afterTasks();
    expect(stored("addressDetails")).toBeNull();
    expect(draftOf("addressDetails", "token-1")).toBeUndefined();
  });

  it("forgets every step's draft on a restart, pending ones too", async () => {
    keepDraft("addressDetails", "token-1", { city: "Kraków" });
    writePendingDrafts();
    keepDraft("personalDataConfirm", "token-1", { firstName: "Anna" });
    forgetDrafts();
    await afterTasks();
    expect(stored("addressDetails")).toBeNull();
    expect(stored("personalDataConfirm")).toBeNull();
    expect(draftOf("personalDataConfirm", "token-1")).toBeUndefined();
  });
});
