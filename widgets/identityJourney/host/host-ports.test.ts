import { afterEach, describe, expect, it, vi } from "vitest";
import { NoJourneyDefinitionsError } from "../../../src/capture/journey-vocabulary.ts";
import { createHostEvents, type HostEventName } from "./host-events.ts";
import { hostPorts, type HostEnding } from "./host-ports.ts";

const BACKEND = "https://journey.example/";

afterEach(() => {
  vi.unstubAllGlobals();
});

function portsAnswering(answer: unknown) {
  const events = createHostEvents();
  const heard: [HostEventName, unknown][] = [];
  for (const name of ["start", "end", "status", "uploadSucceeded"] as const)
    events.on(name, (payload) => heard.push([name, payload]));
  const endings: HostEnding[] = [];
  const scanSession = vi.fn(() => Promise.resolve(answer as Record<string, unknown>));
  const ports = hostPorts({ backendUrl: BACKEND, scanSession }, events, (ending) =>
    endings.push(ending),
  );
  return { ports, heard, endings, scanSession };
}

describe("the capture session's ports on a host page", () => {
  it("takes the scan session from the host's call, with the journey service the host names", async () => {
    const { ports, scanSession } = portsAnswering({
      status: "success",
      gbgToken: "scan-token",
      journeyId: "J-1",
      clientId: "C-1",
      backendUrl: "/journey-service/",
    });
    await expect(ports.fetchScanToken("address")).resolves.toEqual({
      gbgToken: "scan-token",
      journeyId: "J-1",
      clientId: "C-1",
      backendUrl: BACKEND,
    });
    expect(scanSession).toHaveBeenCalledWith("address");
  });

  it("stops where no definition serves the page, and on an answer that is no scan session", async () => {
    await expect(
      portsAnswering({ status: "error", code: "noDefinitions" }).ports.fetchScanToken(),
    ).rejects.toBeInstanceOf(NoJourneyDefinitionsError);
    await expect(portsAnswering("a token").ports.fetchScanToken()).rejects.toThrow(
      "the host's scanning-token call gave no answer",
    );
    await expect(portsAnswering({ status: "error" }).ports.fetchScanToken()).rejects.toThrow(
      "no scan session",
    );
  });

  it("tells the host's listeners the journey's events, its reports, and where it ended with its result", async () => {
    const { ports, heard, endings } = portsAnswering({});
    const wire = {
      HighLevelResult: "Passed",
      ProcessedDocuments: [],
    };
    vi.stubGlobal(
      "fetch",
      vi.fn(() => Promise.resolve(new Response(JSON.stringify(wire), { status: 200 }))),
    );
    await ports.notifyJourney("start", "J-1");
    const session = { gbgToken: "t", journeyId: "J-1", clientId: "", backendUrl: BACKEND };
    const result = await ports.fetchJourneyResult("J-1", session);
    expect(vi.mocked(fetch).mock.calls[0]?.[0]).toBe(
      `${BACKEND}idscanenterprisesvc/journey/get?journeyId=J-1`,
    );
    ports.navigate("uploadSucceeded");
    expect(heard).toEqual([
      ["start", { journeyId: "J-1" }],
      ["uploadSucceeded", { journeyId: "J-1", result }],
    ]);
    expect(endings).toEqual([{ route: "uploadSucceeded", journeyId: "J-1", result }]);
    expect(result.highLevelResult).toBe("Passed");
  });

  it("refuses a result the service would not give", async () => {
    const { ports } = portsAnswering({});
    vi.stubGlobal(
      "fetch",
      vi.fn(() =>
        Promise.resolve(new Response(JSON.stringify({ code: "notAuthorized" }), { status: 401 })),
      ),
    );
    const session = { gbgToken: "t", journeyId: "J-1", clientId: "", backendUrl: BACKEND };
    await expect(ports.fetchJourneyResult("J-1", session)).rejects.toThrow(
      "journey result answered 401",
    );
  });
});
