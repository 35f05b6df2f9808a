// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { loadDictionaries, loadFlow } from "../server/config/project-files.ts";
import { createSessionState } from "../flow/session-store.ts";
import { draftOf, keepDraft, writePendingDrafts } from "../flow/step-drafts.ts";
import { followAnswer } from "./follow-answer.ts";

const flow = loadFlow(loadDictionaries());
const MESSAGE = "Based on your answers, your account is opened on another of our pages.";

let assign: ReturnType<typeof vi.fn>;

beforeEach(() => {
  assign = vi.fn();
  // jsdom's own location cannot be spied on; the code reads only `assign`.
  vi.stubGlobal("location", { assign });
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
});

/** A registration page of the European brand, with the links get-dictionaries-list gave. */
function registrationPage() {
  const state = createSessionState({ brand: "eu", language: "en" }, "/eu-en/onboarding", "");
  state.token = "token";
  state.route = "newAccount";
  state.links = { externalApply: "/apply/international", generalApply: "/apply/eu" };
  return state;
}

const refusal = (redirect: unknown) => ({
  status: "error" as const,
  globalError: MESSAGE,
  redirect: redirect as { link: string; url?: string },
});

describe("followAnswer with a redirect", () => {
  it("leaves for the brand's link the redirect names, never for the URL the answer carries", () => {
    const state = registrationPage();
    keepDraft("newAccount", "token", { residenceCountry: "US" });
    writePendingDrafts();
    followAnswer(
      state,
      flow,
      refusal({ link: "externalApply", url: "https://elsewhere.example/phishing" }),
    );
    expect(assign).toHaveBeenCalledExactlyOnceWith("/apply/international");
    expect(state.globalError).toBe(MESSAGE);
    // As the form's own redirect: coming back starts the step afresh.
    expect(draftOf("newAccount", "token")).toBeUndefined();
  });

  it.each([
    ["a link the brand did not give", { link: "somewhereElse", url: "https://elsewhere.example/" }],
    ["an inherited property's name", { link: "constructor" }],
    [
      "the language site, made from the form's data",
      { link: "languageSite", url: "/eu-de/onboarding/" },
    ],
    ["no link at all", { url: "https://elsewhere.example/" }],
  ])("stays with the message for %s", (_case, redirect) => {
    const state = registrationPage();
    followAnswer(state, flow, refusal(redirect));
    expect(assign).not.toHaveBeenCalled();
    expect(state.globalError).toBe(MESSAGE);
  });
});
