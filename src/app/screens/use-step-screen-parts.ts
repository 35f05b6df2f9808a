/**
 * A form's parts for a screen (load-step-screen.ts): at once where start-up already loaded them,
 * else when they arrive; `failed` when they could not be loaded.
 */
import { useEffect, useState } from "react";
import type { Language } from "../../shared/brand/locales.ts";
import { loadedStepScreen, loadStepScreen, type StepScreenParts } from "./load-step-screen.ts";

export function useStepScreenParts(
  schemaName: string,
  language: Language,
  review: boolean,
): { parts: StepScreenParts | undefined; failed: boolean } {
  const [parts, setParts] = useState(() => loadedStepScreen(schemaName, language, review));
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let cancelled = false;
    loadStepScreen(schemaName, language, review).then(
      (loaded) => !cancelled && setParts(loaded),
      () => !cancelled && setFailed(true),
    );
    return () => {
      cancelled = true;
    };
  }, [schemaName, language, review]);
  return { parts, failed };
}
