import { describe, expect, it } from "vitest";
import { LIVENESS_ACTIONS, type LivenessAction } from "../../../shared/identity/liveness.ts";
import type { FaceSigns } from "./face-signs.ts";
import { isStraightLook, LIVENESS_THRESHOLDS, showsPrompt } from "./liveness-judge.ts";

const straight: FaceSigns = { yaw: 0.05, pitch: 0.4, smile: 0.05, frown: 0.02 };

/** The straight look changed the way each action changes it, by 1.5 times the threshold. */
const made: Record<LivenessAction, FaceSigns> = {
  smile: { ...straight, smile: 0.95 },
  frown: { ...straight, frown: 0.9 },
  lookLeft: { ...straight, yaw: straight.yaw + LIVENESS_THRESHOLDS.turn * 1.5 },
  lookRight: { ...straight, yaw: straight.yaw - LIVENESS_THRESHOLDS.turn * 1.5 },
  lookUp: { ...straight, pitch: straight.pitch - LIVENESS_THRESHOLDS.nod * 1.5 },
  lookDown: { ...straight, pitch: straight.pitch + LIVENESS_THRESHOLDS.nod * 1.5 },
};

describe("the liveness judge", () => {
  it("takes a face that looks at the camera, still, as the straight look", () => {
    expect(isStraightLook(straight)).toBe(true);
    expect(showsPrompt("lookStraight", null, straight)).toBe(true);
  });

  it("refuses a turned, smiling or frowning face as the straight look", () => {
    expect(isStraightLook({ ...straight, yaw: 0.3 })).toBe(false);
    expect(isStraightLook({ ...straight, yaw: -0.3 })).toBe(false);
    expect(isStraightLook({ ...straight, smile: 0.9 })).toBe(false);
    expect(isStraightLook({ ...straight, frown: 0.8 })).toBe(false);
  });

  it.each(LIVENESS_ACTIONS)("sees %s where the face made it", (action) => {
    expect(showsPrompt(action, straight, made[action])).toBe(true);
  });

  it.each(LIVENESS_ACTIONS)("refuses %s on a face held still (a photo)", (action) => {
    expect(showsPrompt(action, straight, straight)).toBe(false);
  });

  it.each(LIVENESS_ACTIONS)("refuses %s where the face made another action", (action) => {
    for (const other of LIVENESS_ACTIONS.filter((name) => name !== action))
      expect(showsPrompt(action, straight, made[other]), `${other} taken for ${action}`).toBe(
        false,
      );
  });

  it("refuses a turn or a nod smaller than its threshold", () => {
    const small = LIVENESS_THRESHOLDS.turn * 0.8;
    expect(showsPrompt("lookLeft", straight, { ...straight, yaw: straight.yaw + small })).toBe(
      false,
    );
    const nod = LIVENESS_THRESHOLDS.nod * 0.8;
    expect(showsPrompt("lookDown", straight, { ...straight, pitch: straight.pitch + nod })).toBe(
      false,
    );
  });

  it("asks a smile to rise from the straight look, not only to be there", () => {
    const smiling = { ...straight, smile: 0.55 };
    expect(showsPrompt("smile", smiling, { ...straight, smile: 0.8 })).toBe(false);
    expect(showsPrompt("smile", straight, { ...straight, smile: 0.8 })).toBe(true);
  });
});
