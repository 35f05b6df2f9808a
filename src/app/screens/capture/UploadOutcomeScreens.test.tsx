// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mapTranslator } from "../../../engine/index.ts";
import { createSessionState } from "../../../flow/session-store.ts";
import { AppContext } from "../../session-context.ts";
import { UploadFailedScreen, UploadSucceededScreen } from "./UploadOutcomeScreens.tsx";

const translator = mapTranslator({
  "capture:outcome.succeeded.title": "Your document has been uploaded",
  "capture:outcome.failed.title": "Your document could not be verified",
  "capture:outcome.next": "Next",
  "capture:outcome.logOut": "Log out",
  "identityJourney:results.title": "Results",
  "identityJourney:failure.generic": "Your Identity Document failed the validation.",
  "identityJourney:reasons.expired": "The ID you have provided has expired.",
});

const OUTCOME = {
  status: "success",
  data: {
    reference: "J-1",
    highLevelResult: "Passed",
    reasons: [],
    allowTryAgain: false,
    documents: [
      { documentType: "Passport", documentSide: "Front", highLevelResult: "Passed", checks: {} },
    ],
    extracted: {},
  },
};

function renderScreen(Screen: () => React.JSX.Element, data: object = OUTCOME.data) {
  vi.stubGlobal(
    "fetch",
    vi.fn(() => Promise.resolve(new Response(JSON.stringify({ ...OUTCOME, data })))),
  );
  const state = createSessionState({ brand: "eu", language: "en" }, "/eu-en/onboarding", "");
  state.token = "desktop";
  state.ready = true;
  render(
    <AppContext.Provider value={{ state, translator }}>
      <Screen />
    </AppContext.Provider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe.each([
  ["succeeded", UploadSucceededScreen],
  ["failed", UploadFailedScreen],
] as const)("the upload %s page", (_name, Screen) => {
  it("keeps Log out apart from Next: not in its action row, not a button of its weight", async () => {
    renderScreen(Screen);
    await waitFor(() => expect(screen.getByRole("heading", { name: "Results" })).toBeTruthy());
    const next = screen.getByRole("button", { name: "Next" });
    const logOut = screen.getByRole("button", { name: "Log out" });
    expect(next.parentElement).not.toBe(logOut.parentElement);
    expect(next.parentElement?.contains(logOut)).toBe(false);
    expect(logOut.className).not.toContain("button--primary");
    expect(logOut.classList.contains("button--link")).toBe(true);
    // After the results, at the foot of the page, not next to the way forward.
    const results = screen.getByRole("heading", { name: "Results" });
    expect(results.compareDocumentPosition(logOut) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});

describe("the upload failed page's reasons", () => {
  const failed = (reasons: string[]) => ({
    ...OUTCOME.data,
    highLevelResult: reasons.length ? "Expired" : "Refer",
    reasons,
  });

  it("says the spec's words when the journey gave no reason", async () => {
    renderScreen(UploadFailedScreen, failed([]));
    await waitFor(() =>
      expect(screen.getByText("Your Identity Document failed the validation.")).toBeTruthy(),
    );
  });

  it("gives each reason instead where there are some", async () => {
    renderScreen(UploadFailedScreen, failed(["expired"]));
    await waitFor(() =>
      expect(screen.getByText("The ID you have provided has expired.")).toBeTruthy(),
    );
    expect(screen.queryByText("Your Identity Document failed the validation.")).toBeNull();
  });
});
