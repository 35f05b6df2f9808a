import { describe, expect, it } from "vitest";
import type { ScreenScene } from "./screen-scene.ts";
import { SCENES } from "./scenes.ts";
import { plannedShots, widthsOf } from "./screen-shots.ts";

const scene = (device: ScreenScene["device"], shots = 1): ScreenScene => ({
  id: device,
  device,
  shots,
  run: async () => undefined,
});

describe("the widths a scene is walked at", () => {
  it("walks a scene of any device at every width", () => {
    expect(widthsOf(scene("any"), [1280, 390])).toEqual([1280, 390]);
  });

  it("walks a computer's scene at the computer widths, and a phone's at the phone widths", () => {
    expect(widthsOf(scene("computer"), [1280, 390, 1024])).toEqual([1280, 1024]);
    expect(widthsOf(scene("phone"), [1280, 390, 360])).toEqual([390, 360]);
  });

  it("still walks a scene whose device no width asked for fits, at that device's usual width", () => {
    expect(widthsOf(scene("computer"), [390])).toEqual([1280]);
    expect(widthsOf(scene("phone"), [1280])).toEqual([390]);
  });
});

describe("the screenshots planned", () => {
  it("counts each scene's shots in each language at each of its widths", () => {
    const scenes = [scene("any", 3), scene("phone", 2)];
    expect(plannedShots(scenes, ["en", "pl"], [1280, 390])).toBe(3 * 2 * 2 + 2 * 2 * 1);
  });

  it("has scenes of unique names, each taking at least one screenshot", () => {
    expect(new Set(SCENES.map((each) => each.id)).size).toBe(SCENES.length);
    for (const each of SCENES) expect(each.shots).toBeGreaterThan(0);
  });
});
