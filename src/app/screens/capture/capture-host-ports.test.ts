// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { proxyCalls as calls, serveProxy as serve } from "../../../flow/fake-proxy.ts";
import { createSessionState } from "../../../flow/session-store.ts";
import { NoJourneyDefinitionsError } from "../../../capture/journey-vocabulary.ts";
import { captureHostPorts } from "./capture-host-ports.ts";

const texts = { t: (key: string) => (key === "errors:network" ? "No connection." : key) };

function session() {
  window.history.replaceState(null, "", "/eu-en/onboarding/desktop-document-upload");
  localStorage.setItem("onboarding.token", "the-token");
  return createSessionState({ brand: "eu", language: "en" }, "/eu-en/onboarding", "");
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
  sessionStorage.clear();
});

describe("the capture journey's host calls", () => {
  it("shows the global error when the network loses a notify-journey call", async () => {
    serve({ "notify-journey": () => "network" });
    const state = session();
    await expect(
      captureHostPorts(state, texts).notifyJourney("end", "journey-1"),
    ).rejects.toThrow();
    expect(state.globalError).toBe("No connection.");
  });

  it("shows the server's error of a refused notify-journey call", async () => {
    serve({
      "notify-journey": () => ({
        status: 409,
        body: { status: "error", globalError: "The journey has ended." },
      }),
    });
    const state = session();
    await captureHostPorts(state, texts).notifyJourney("end", "journey-1");
    expect(state.globalError).toBe("The journey has ended.");
  });

  it("sends the journey's final status to gbg-stats after the final report", async () => {
    const fetch = serve({});
    const state = session();
    const ports = captureHostPorts(state, texts);
    await ports.reportStatus({
      type: 1,
      startTimestamp: 1,
      endTimestamp: 2,
      attemptNumber: 1,
      branchCode: "EN",
      requireDocumentSide: "FRONT",
      scanType: "DESKTOP",
      isTimeout: false,
      attempt: 1,
    });
    expect(calls(fetch, "gbg-stats")).toEqual([]);
    await ports.reportStatus({
      type: 2,
      journeyId: "journey-1",
      journeyStatus: "Passed",
      scanType: "DESKTOP",
    });
    await vi.waitFor(() => expect(calls(fetch, "gbg-stats")).toHaveLength(1));
    expect(calls(fetch, "gbg-stats")[0]).toMatchObject({ status: "Passed", token: "the-token" });
  });

  it("only warns when gbg-stats fails", async () => {
    serve({ "gbg-stats": () => "network" });
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const state = session();
    await captureHostPorts(state, texts).reportStatus({
      type: 2,
      journeyId: "journey-1",
      journeyStatus: "Refer",
      scanType: "MOBILE",
    });
    await vi.waitFor(() => expect(warn).toHaveBeenCalledTimes(1));
    expect(state.globalError).toBeUndefined();
  });
});

describe("the scan session's answers", () => {
  it("offers the definitions to choose between, and names the one chosen in the next call", async () => {
    const choices = [
      { id: "passport", actions: ["IDENTITY:FRONT"] },
      { id: "address", actions: ["IDENTITY:FRONT", "ADDRESS"] },
    ];
    const fetch = serve({
      "get-idscan-token": () => ({
        status: 200,
        body: { status: "success", journeyChoices: choices },
      }),
    });
    const ports = captureHostPorts(session(), texts);
    await expect(ports.fetchScanToken()).resolves.toEqual({ choices });
    await ports.fetchScanToken("address").catch(() => undefined);
    expect(calls(fetch, "get-idscan-token").map((body) => body.definitionId)).toEqual([
      undefined,
      "address",
    ]);
  });

  it("stops where no definition serves the page", async () => {
    serve({
      "get-idscan-token": () => ({
        status: 409,
        body: { status: "error", code: "noDefinitions", globalError: "No journey definitions…" },
      }),
    });
    await expect(captureHostPorts(session(), texts).fetchScanToken()).rejects.toBeInstanceOf(
      NoJourneyDefinitionsError,
    );
  });
});
