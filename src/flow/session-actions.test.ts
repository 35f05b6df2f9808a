// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { snapshot } from "valtio";
import { setDictionaries } from "./session-actions.ts";
import { createSessionState } from "./session-store.ts";

describe("setDictionaries", () => {
  it("keeps the server's lists as they are: no proxy per object, no copy per snapshot", () => {
    const state = createSessionState({ brand: "eu", language: "en" }, "/eu-en/onboarding", "");
    const dictionaries = { countries: [{ code: "PL" }, { code: "IE" }], currencies: ["EUR"] };
    setDictionaries(state, dictionaries, { privacy: "/privacy" });
    expect(state.dictionaries).toBe(dictionaries);
    expect(snapshot(state).dictionaries).toBe(dictionaries);
    expect(snapshot(state).links).toEqual({ privacy: "/privacy" });
  });
});
