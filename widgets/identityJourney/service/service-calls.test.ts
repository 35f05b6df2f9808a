// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { uploadCapture } from "./service-calls.ts";

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
