import { describe, expect, it } from "vitest";
import { AUTO_CAPTURE_FRAMES } from "./auto-capture-streak.ts";
import {
  CAMERA_SCAN_IDLE,
  reduceCameraScan,
  shutterShown,
  type CameraScan,
  type CameraScanEvent,
} from "./camera-scan.ts";
import { MANUAL_CAPTURE_TIMEOUT_MS } from "./manual-capture-timeout.ts";
import { SHUTTER_OFFER_MS } from "./shutter-offer.ts";

const run = (events: CameraScanEvent[], from: CameraScan = CAMERA_SCAN_IDLE) =>
  events.reduce(reduceCameraScan, from);
const good = (now: number): CameraScanEvent => ({ type: "frame", warnings: [], now });
const blurred = (now: number): CameraScanEvent => ({ type: "frame", warnings: ["blur"], now });

describe("the camera scan", () => {
  it("takes the photo by itself after enough good frames in a row", () => {
    const frames = Array.from({ length: AUTO_CAPTURE_FRAMES }, (_, i) => good(100 * (i + 1)));
    const scan = run([{ type: "start", now: 0 }, ...frames]);
    expect(scan.phase).toBe("taken");
    expect(scan.takenBy).toBe("auto");
  });

  it("starts the streak over after a frame with a warning, and shows that warning", () => {
    const almost = Array.from({ length: AUTO_CAPTURE_FRAMES - 1 }, (_, i) => good(i + 1));
    const scan = run([{ type: "start", now: 0 }, ...almost, blurred(50), ...almost]);
    expect(scan.phase).toBe("scanning");
    expect(scan.streak).toBe(AUTO_CAPTURE_FRAMES - 1);
    expect(run([{ type: "start", now: 0 }, blurred(1)]).warnings).toEqual(["blur"]);
  });

  it("offers the shutter 5000 ms after scanning started, not before", () => {
    const started = run([{ type: "start", now: 1000 }]);
    expect(shutterShown(run([{ type: "tick", now: 1000 + SHUTTER_OFFER_MS - 1 }], started))).toBe(
      false,
    );
    const offered = run([{ type: "tick", now: 1000 + SHUTTER_OFFER_MS }], started);
    expect(shutterShown(offered)).toBe(true);
    expect(run([{ type: "shutter" }], offered)).toMatchObject({
      phase: "taken",
      takenBy: "shutter",
    });
  });

  it("ignores the shutter while it is not on offer", () => {
    expect(run([{ type: "start", now: 0 }, { type: "shutter" }]).phase).toBe("scanning");
  });

  it("in manual mode shows no hints, takes nothing by itself and offers the shutter at once", () => {
    const frames = Array.from({ length: AUTO_CAPTURE_FRAMES + 2 }, (_, i) => good(i + 1));
    const scan = run([
      { type: "start", now: 0 },
      blurred(1),
      { type: "setManual", manual: true, now: 2 },
      blurred(3),
      ...frames,
    ]);
    expect(scan.phase).toBe("scanning");
    expect(scan.warnings).toEqual([]);
    expect(shutterShown(scan)).toBe(true);
  });

  it("pauses the camera when the shutter was on offer for 15 s without a photo", () => {
    const offered = run([
      { type: "start", now: 0 },
      { type: "tick", now: SHUTTER_OFFER_MS },
    ]);
    const justBefore = SHUTTER_OFFER_MS + MANUAL_CAPTURE_TIMEOUT_MS - 1;
    expect(run([{ type: "tick", now: justBefore }], offered).phase).toBe("scanning");
    const paused = run([{ type: "tick", now: justBefore + 1 }], offered);
    expect(paused.phase).toBe("paused");
    expect(shutterShown(paused)).toBe(false);
    // Resumed: scanning again, the shutter waiting another 5 s.
    const resumed = run([{ type: "resume", now: 30_000 }], paused);
    expect(resumed.phase).toBe("scanning");
    expect(shutterShown(resumed)).toBe(false);
  });

  it("keeps manual mode over a resume, with the shutter at once", () => {
    const scan = run([
      { type: "start", now: 0 },
      { type: "setManual", manual: true, now: 0 },
      { type: "tick", now: MANUAL_CAPTURE_TIMEOUT_MS },
      { type: "resume", now: 20_000 },
    ]);
    expect(scan).toMatchObject({ phase: "scanning", manual: true, shutterSince: 20_000 });
  });

  it("does not pause while the client follows a warning about the document: 15 s from the last", () => {
    const far = (now: number): CameraScanEvent => ({ type: "frame", warnings: ["tooFar"], now });
    const offered = run([
      { type: "start", now: 0 },
      { type: "tick", now: SHUTTER_OFFER_MS },
    ]);
    // Told to move closer all along, a frame and a tick each second: still scanning at 35 s.
    const seconds = Array.from({ length: 30 }, (_, i) => SHUTTER_OFFER_MS + i * 1000);
    const guided = run(
      seconds.flatMap((at): CameraScanEvent[] => [far(at + 500), { type: "tick", now: at + 1000 }]),
      offered,
    );
    expect(guided.phase).toBe("scanning");
    // The last warning at 34.5 s: paused 15 s after it, not before.
    const last = SHUTTER_OFFER_MS + 29 * 1000 + 500;
    expect(run([{ type: "tick", now: last + MANUAL_CAPTURE_TIMEOUT_MS - 1 }], guided).phase).toBe(
      "scanning",
    );
    expect(run([{ type: "tick", now: last + MANUAL_CAPTURE_TIMEOUT_MS }], guided).phase).toBe(
      "paused",
    );
  });

  it("still pauses when no document is in the frame (the phone put down, the client away)", () => {
    const empty = (now: number): CameraScanEvent => ({
      type: "frame",
      warnings: ["notInFrame"],
      now,
    });
    const scan = run([
      { type: "start", now: 0 },
      { type: "tick", now: SHUTTER_OFFER_MS },
      empty(10_000),
      empty(19_000),
      { type: "tick", now: SHUTTER_OFFER_MS + MANUAL_CAPTURE_TIMEOUT_MS },
    ]);
    expect(scan.phase).toBe("paused");
  });

  it("starts in manual mode when the client chose it before (the next attempt)", () => {
    const scan = run([{ type: "start", now: 0 }], { ...CAMERA_SCAN_IDLE, manual: true });
    expect(scan).toMatchObject({ manual: true, shutterSince: 0 });
  });
});
