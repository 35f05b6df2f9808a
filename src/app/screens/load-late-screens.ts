/** Loads the last routes' screens (late-screens.ts) once. */
export type LateScreens = typeof import("./late-screens.ts");

let screens: Promise<LateScreens> | undefined;

export function loadLateScreens(): Promise<LateScreens> {
  screens ??= import("./late-screens.ts");
  return screens;
}
