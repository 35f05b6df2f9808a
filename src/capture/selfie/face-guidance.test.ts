import { describe, expect, it } from "vitest";
import type { LandmarkPoint } from "../../shared/face/face-pose.ts";
import { faceGuidance, type GuidedFace } from "./face-guidance.ts";

/**
 * A face's 68 landmarks drawn in its box: the jaw's ends at its sides, the chin at its foot, the
 * eyes a fifth in from each side, the nose tip `yaw` of the width off the middle and `pitch` of
 * the way from the eyes to the chin, the whole turned `roll` degrees about the eyes.
 */
function face(
  x: number,
  y: number,
  width: number,
  { score = 0.9, yaw = 0, pitch = 0.37, roll = 0 } = {},
): GuidedFace {
  const height = width * 1.1;
  const eyesY = y + height * 0.35;
  const chinY = y + height;
  const centre = x + width / 2;
  const points: LandmarkPoint[] = Array.from({ length: 68 }, () => [centre, eyesY]);
  for (let index = 0; index <= 16; index += 1) {
    const along = index / 16;
    points[index] = [x + width * along, eyesY + (chinY - eyesY) * Math.sin(Math.PI * along)];
  }
  points[8] = [centre, chinY];
  for (let index = 36; index <= 41; index += 1) points[index] = [x + width * 0.3, eyesY];
  for (let index = 42; index <= 47; index += 1) points[index] = [x + width * 0.7, eyesY];
  points[30] = [centre + yaw * width, eyesY + pitch * (chinY - eyesY)];
  const turn = (roll * Math.PI) / 180;
  const turned = points.map(([px, py]): LandmarkPoint => {
    const dx = px - centre;
    const dy = py - eyesY;
    return [
      centre + dx * Math.cos(turn) - dy * Math.sin(turn),
      eyesY + dx * Math.sin(turn) + dy * Math.cos(turn),
    ];
  });
  return { box: { x, y, width, height }, score, landmarks: turned };
}

const frame = (...faces: GuidedFace[]) => ({ width: 480, height: 640, faces });

describe("the selfie camera's guidance", () => {
  it("finds nothing wrong with one clear, straight face of the right size in the middle", () => {
    expect(faceGuidance(frame(face(130, 200, 220)))).toBeUndefined();
  });

  it("asks for a face when none is found, or only a shadow the detector barely scores", () => {
    expect(faceGuidance(frame())).toBe("noFace");
    expect(faceGuidance(frame(face(130, 200, 220, { score: 0.2 })))).toBe("noFace");
  });

  it("refuses a second face, even a small one behind", () => {
    expect(faceGuidance(frame(face(130, 200, 220), face(20, 20, 90)))).toBe("tooManyFaces");
  });

  it("says a face cut off by the frame's edge is cropped, and one touching it too near", () => {
    expect(faceGuidance(frame(face(-40, 200, 220)))).toBe("faceCropped");
    expect(faceGuidance(frame(face(300, 200, 220)))).toBe("faceCropped");
    expect(faceGuidance(frame(face(5, 200, 220)))).toBe("tooCloseToBorder");
    expect(faceGuidance(frame(face(130, 2, 220)))).toBe("tooCloseToBorder");
  });

  it("says a face filling the frame is too close and a small one too far", () => {
    expect(faceGuidance(frame(face(50, 100, 380)))).toBe("faceTooClose");
    expect(faceGuidance(frame(face(190, 250, 100)))).toBe("faceTooSmall");
  });

  it("says a face turned, nodding or tilted far is at too large an angle", () => {
    expect(faceGuidance(frame(face(130, 200, 220, { yaw: 0.3 })))).toBe("angleTooLarge");
    expect(faceGuidance(frame(face(130, 200, 220, { yaw: -0.3 })))).toBe("angleTooLarge");
    expect(faceGuidance(frame(face(130, 200, 220, { pitch: 0.15 })))).toBe("angleTooLarge");
    expect(faceGuidance(frame(face(130, 200, 220, { pitch: 0.6 })))).toBe("angleTooLarge");
    expect(faceGuidance(frame(face(130, 200, 220, { roll: 30 })))).toBe("angleTooLarge");
    // A slight turn or tilt is a straight look still.
    expect(faceGuidance(frame(face(130, 200, 220, { yaw: 0.1, roll: 8 })))).toBeUndefined();
  });

  it("says a face the detector finds only faintly is covered", () => {
    expect(faceGuidance(frame(face(130, 200, 220, { score: 0.38 })))).toBe("faceOccluded");
  });
});
