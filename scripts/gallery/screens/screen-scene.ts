/** A scene of the gallery's screens: a walk that shows screens the form steps do not. */
import type { GalleryJourneyName } from "./gallery-journey.ts";
import type { CameraSetting, ScreenVisit } from "./screen-visit.ts";

export interface ScreenScene {
  id: string;
  /**
   * `any`: every width, a phone's window below 768 px; `computer`: a computer's only, at the
   * widths from 768 px (1280 when none is), as the page takes a phone's path below; `phone`: a
   * phone only, at the widths under 768 px (390 when none is).
   */
  device: "any" | "computer" | "phone";
  /** The identity journey the scene's server runs: the product's unless named. */
  journey?: GalleryJourneyName;
  /** A phone with a camera: the scene's browser has a fake camera playing `feed`. */
  camera?: CameraSetting;
  /** How many screenshots one walk takes, for the progress count. */
  shots: number;
  run(visit: ScreenVisit): Promise<void>;
}
