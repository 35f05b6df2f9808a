import { afterEach, describe, expect, it, vi } from "vitest";
import { IdentityJourneyError } from "./host-errors.ts";
import { createHostEvents } from "./host-events.ts";

afterEach(() => {
  vi.restoreAllMocks();
});

describe("the journey's events on the host page", () => {
  it("calls an event's callbacks by priority, the highest first, and in order where equal", () => {
    const events = createHostEvents();
    const heard: string[] = [];
    events.on("end", () => heard.push("default"));
    events.on("end", () => heard.push("ten"), 10);
    events.on("end", () => heard.push("default again"));
    events.on("end", () => heard.push("half"), 0.5);
    events.on("start", () => heard.push("start"));
    events.emit("end", { journeyId: "J-1" });
    expect(heard).toEqual(["ten", "default", "default again", "half"]);
  });

  it("gives each callback the event's payload, and stops calling one removed", () => {
    const events = createHostEvents();
    const payloads: unknown[] = [];
    const off = events.on("uploadSucceeded", (payload) => payloads.push(payload));
    events.emit("uploadSucceeded", { journeyId: "J-1", result: undefined });
    off();
    events.emit("uploadSucceeded", { journeyId: "J-2", result: undefined });
    expect(payloads).toEqual([{ journeyId: "J-1", result: undefined }]);
  });

  it("goes on to the next callback when one throws, saying so on the console", () => {
    const console = vi.spyOn(globalThis.console, "error").mockImplementation(() => undefined);
    const events = createHostEvents();
    const heard: string[] = [];
    events.on(
      "cancel",
      () => {
        throw new Error("the host's own fault");
      },
      2,
    );
    events.on("cancel", () => heard.push("second"));
    events.emit("cancel", { journeyId: null });
    expect(heard).toEqual(["second"]);
    expect(console).toHaveBeenCalledOnce();
  });

  it.each([
    [[5, () => undefined], "eventNameNotString", "event"],
    [["finish", () => undefined], "invalidValue", 'event "finish"'],
    [["end", "log it"], "callbackNotFunction", "callback"],
    [["end", () => undefined, 0], "priorityNotPositive", "priority"],
    [["end", () => undefined, -1], "priorityNotPositive", "priority"],
    [["end", () => undefined, "high"], "priorityNotPositive", "priority"],
    [["end", () => undefined, Number.POSITIVE_INFINITY], "priorityNotPositive", "priority"],
  ])("refuses on(%j) with %s", (args, code, parameter) => {
    const events = createHostEvents();
    const on = events.on as (...values: unknown[]) => unknown;
    expect(() => on(...args)).toThrow(expect.objectContaining({ code, parameter }) as Error);
    expect(() => on(...args)).toThrow(IdentityJourneyError);
  });
});
