/** The gallery's scenes, in the order a client meets their screens. */
import { CAMERA_BLANK, CAMERA_DENIED, CAMERA_FAR } from "./camera-scenes.ts";
import { DENIED, HANDOVER } from "./end-scenes.ts";
import { HANDOFF, HANDOFF_BY_SMS, HANDOFF_COMPLETED, HANDOFF_REFUSED } from "./handoff-scenes.ts";
import {
  DESKTOP_CANCELLED,
  DESKTOP_EXCEPTION,
  DESKTOP_LIVENESS_TIMEOUT,
  DESKTOP_UPLOAD,
  DESKTOP_VERIFIED,
} from "./journey-scenes.ts";
import { EMAIL_CODE, LOGIN, REGISTRATION } from "./registration-scenes.ts";
import { PAGE_CAMERA } from "./page-camera-scenes.ts";
import type { ScreenScene } from "./screen-scene.ts";

export const SCENES: readonly ScreenScene[] = [
  REGISTRATION,
  LOGIN,
  DESKTOP_UPLOAD,
  DESKTOP_CANCELLED,
  DESKTOP_VERIFIED,
  DESKTOP_LIVENESS_TIMEOUT,
  DESKTOP_EXCEPTION,
  HANDOFF,
  HANDOFF_BY_SMS,
  HANDOFF_COMPLETED,
  HANDOFF_REFUSED,
  CAMERA_DENIED,
  CAMERA_BLANK,
  CAMERA_FAR,
  PAGE_CAMERA,
  EMAIL_CODE,
  HANDOVER,
  DENIED,
];
