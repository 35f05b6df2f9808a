// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { moduleWorker } from "./module-worker.ts";

let started: { url: string; options: WorkerOptions | undefined }[] = [];

/** A Worker that only notes how it was started. */
const FakeWorker = vi.fn(function (url: string | URL, options?: WorkerOptions) {
  started.push({ url: String(url), options });
});

afterEach(() => {
  started = [];
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("a module worker", () => {
  it("starts from its file where the widget is loaded from the page's origin", () => {
    vi.stubGlobal("Worker", FakeWorker);
    moduleWorker(`${location.origin}/assets/compress-worker-abc.js`);
    expect(started).toEqual([
      { url: `${location.origin}/assets/compress-worker-abc.js`, options: { type: "module" } },
    ]);
  });

  it("starts through a same-origin module that imports its file from another origin", async () => {
    vi.stubGlobal("Worker", FakeWorker);
    const blobs: Blob[] = [];
    vi.spyOn(URL, "createObjectURL").mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return "blob:shim";
    });
    const revoke = vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => undefined);
    moduleWorker("https://onboarding.example/embed/assets/compress-worker-abc.js");
    expect(started).toEqual([{ url: "blob:shim", options: { type: "module" } }]);
    expect(await blobs[0]?.text()).toBe(
      'import "https://onboarding.example/embed/assets/compress-worker-abc.js";',
    );
    expect(blobs[0]?.type).toBe("text/javascript");
    expect(revoke).toHaveBeenCalledWith("blob:shim");
  });
});
