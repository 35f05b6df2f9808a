/**
 * The camera scan as a pure machine: the rules of auto-capture (a streak of good frames), the
 * shutter offered 5 s after scanning starts, manual mode (hints and auto-capture off, the shutter
 * at once), the manual-capture timeout (the camera paused, counted from the last frame whose
 * warning the client was following), and the photo taken. The view feeds
 * it measured frames and a tick; it draws what the state says and takes the photo when `phase`
 * becomes "taken".
 */
import { nextStreak, streakTakesPhoto } from "./auto-capture-streak.ts";
import type { LiveWarning } from "./live-quality.ts";
import { manualCaptureTimedOut } from "./manual-capture-timeout.ts";
import { shutterOffered } from "./shutter-offer.ts";

export type ScanPhase = "idle" | "scanning" | "paused" | "taken";

export interface CameraScan {
  phase: ScanPhase;
  /** When scanning last started (epoch ms). */
  startedAt: number;
  /** The user switched manual capture on: no hints, no auto-capture, the shutter at once. */
  manual: boolean;
  /** Good frames in a row. */
  streak: number;
  /** The latest measured frame's warnings (none in manual mode). */
  warnings: readonly LiveWarning[];
  /** Since when the shutter is on offer; undefined while it is not. */
  shutterSince: number | undefined;
  /**
   * The last frame with a warning about a document in the frame (too far, blurred, glare): the
   * client is being guided and following it, so the manual-capture timeout counts from here.
   */
  guidedAt?: number;
  /** How the photo was taken, once it was. */
  takenBy?: "auto" | "shutter";
}

export type CameraScanEvent =
  | { type: "start"; now: number }
  | { type: "frame"; warnings: readonly LiveWarning[]; now: number }
  | { type: "tick"; now: number }
  | { type: "setManual"; manual: boolean; now: number }
  | { type: "shutter" }
  /** The photo was dropped (retake): scanning again from the start. */
  | { type: "resume"; now: number };

export const CAMERA_SCAN_IDLE: CameraScan = {
  phase: "idle",
  startedAt: 0,
  manual: false,
  streak: 0,
  warnings: [],
  shutterSince: undefined,
};

const scanningFrom = (scan: CameraScan, now: number): CameraScan => ({
  ...CAMERA_SCAN_IDLE,
  phase: "scanning",
  startedAt: now,
  manual: scan.manual,
  shutterSince: scan.manual ? now : undefined,
});

export function reduceCameraScan(scan: CameraScan, event: CameraScanEvent): CameraScan {
  switch (event.type) {
    case "start":
    case "resume":
      return scanningFrom(scan, event.now);
    case "setManual":
      if (scan.phase !== "scanning" && scan.phase !== "idle")
        return { ...scan, manual: event.manual };
      return {
        ...scan,
        manual: event.manual,
        streak: 0,
        warnings: [],
        shutterSince: event.manual ? (scan.shutterSince ?? event.now) : scan.shutterSince,
      };
    case "shutter":
      return scan.phase === "scanning" && scan.shutterSince !== undefined
        ? { ...scan, phase: "taken", takenBy: "shutter" }
        : scan;
    case "frame": {
      if (scan.phase !== "scanning" || scan.manual) return scan;
      const streak = nextStreak(scan.streak, event.warnings.length === 0);
      if (streakTakesPhoto(streak))
        return { ...scan, streak, warnings: [], phase: "taken", takenBy: "auto" };
      return {
        ...scan,
        streak,
        warnings: event.warnings,
        ...(guiding(event.warnings) ? { guidedAt: event.now } : {}),
      };
    }
    case "tick": {
      if (scan.phase !== "scanning") return scan;
      if (scan.shutterSince === undefined)
        return shutterOffered(scan.startedAt, event.now)
          ? { ...scan, shutterSince: event.now }
          : scan;
      return manualCaptureTimedOut(Math.max(scan.shutterSince, scan.guidedAt ?? 0), event.now)
        ? { ...scan, phase: "paused" }
        : scan;
    }
  }
}

/**
 * The frame's warnings guide a client who is working on the photo: a document is in the frame.
 * "Not in the frame" alone does not, or a phone put down on a table would never be paused.
 */
const guiding = (warnings: readonly LiveWarning[]): boolean =>
  warnings.length > 0 && !warnings.includes("notInFrame");

/** The shutter button shows. */
export const shutterShown = (scan: CameraScan): boolean =>
  scan.phase === "scanning" && scan.shutterSince !== undefined;
