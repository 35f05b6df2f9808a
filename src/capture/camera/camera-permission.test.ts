import { describe, expect, it } from "vitest";
import { cameraProblemOf } from "./camera-permission.ts";

const rejection = (name: string) => Object.assign(new Error("getUserMedia"), { name });

describe("cameraProblemOf", () => {
  it("reads a refused permission as denied", () => {
    expect(cameraProblemOf(rejection("NotAllowedError"))).toBe("denied");
    expect(cameraProblemOf(rejection("SecurityError"))).toBe("denied");
  });

  it("reads a camera taken by another application as not readable", () => {
    expect(cameraProblemOf(rejection("NotReadableError"))).toBe("notReadable");
    expect(cameraProblemOf(rejection("AbortError"))).toBe("notReadable");
  });

  it("reads no camera, or none that fits the constraints, as no camera", () => {
    expect(cameraProblemOf(rejection("NotFoundError"))).toBe("noCamera");
    expect(cameraProblemOf(rejection("OverconstrainedError"))).toBe("noCamera");
  });

  it("reads anything else (no mediaDevices on an insecure page, a TypeError) as unavailable", () => {
    expect(cameraProblemOf(new TypeError("navigator.mediaDevices is undefined"))).toBe(
      "unavailable",
    );
    expect(cameraProblemOf(undefined)).toBe("unavailable");
  });
});
