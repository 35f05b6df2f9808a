// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { fetchJourneyAnswer, uploadCapture } from "./service-calls.ts";

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("a photo's upload", () => {
  const scan = { gbgToken: "t", journeyId: "J-1", clientId: "", backendUrl: "/journey-service/" };
  const photo = new File(["x"], "photo.jpg", { type: "image/jpeg" });
  const answering = (status: number, body: string) =>
    vi.stubGlobal(
      "fetch",
      vi.fn(() => Promise.resolve(new Response(body, { status }))),
    );

  it("refused by a gateway in words of its own: the catalogue's unexpected exception", async () => {
    answering(502, "<html>Bad gateway</html>");
    await expect(uploadCapture(scan, "en", photo)).resolves.toEqual({
      ok: false,
      code: "unexpected",
    });
  });

  it("refused by the service: its code and its words", async () => {
    answering(409, JSON.stringify({ code: "journeyEnded", globalError: "The journey has ended." }));
    await expect(uploadCapture(scan, "en", photo)).resolves.toEqual({
      ok: false,
      code: "journeyEnded",
      message: "The journey has ended.",
    });
  });
});

describe("the journey's result", () => {
  const scan = { gbgToken: "t", journeyId: "J-1", clientId: "", backendUrl: "/journey-service" };

  it("is asked for with the scan token and read", async () => {
    const fetching = vi.fn(() =>
      Promise.resolve(
        new Response(JSON.stringify({ HighLevelResult: "Refer", ProcessedDocuments: [] })),
      ),
    );
    vi.stubGlobal("fetch", fetching);
    const answer = await fetchJourneyAnswer(scan, "J 1");
    expect(answer).toEqual({
      ok: true,
      result: expect.objectContaining({ highLevelResult: "Refer", processedDocuments: [] }),
    });
    expect(fetching).toHaveBeenCalledWith(
      "/journey-service/idscanenterprisesvc/journey/get?journeyId=J%201",
      {
        headers: { authorization: "Bearer t" },
        cache: "no-store",
      },
    );
  });

  it("refused: the status and the service's code, where it gave one", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(() => Promise.resolve(new Response("<html>Bad gateway</html>", { status: 502 }))),
    );
    await expect(fetchJourneyAnswer(scan, "J-1")).resolves.toEqual({
      ok: false,
      status: 502,
      code: undefined,
    });
  });
});
