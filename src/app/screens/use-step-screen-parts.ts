/**
 * A form's parts for a screen (load-step-screen.ts, through the app's StepPartsContext): at once
 * where start-up already loaded them, else when they arrive; `failed` when they could not be loaded.
 */
import { useContext, useEffect, useState } from "react";
import type { Language } from "../../shared/brand/locales.ts";
import type { StepScreenParts } from "./load-step-screen.ts";
import { StepPartsContext } from "./step-parts-context.ts";

export function useStepScreenParts(
  schemaName: string,
  language: Language,
  review: boolean,
): { parts: StepScreenParts | undefined; failed: boolean } {
  const loader = useContext(StepPartsContext);
  if (!loader) throw new Error("StepPartsContext is missing");
  const [parts, setParts] = useState(() => loader.loaded(schemaName, language, review));
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let cancelled = false;
    loader.load(schemaName, language, review).then(
      (loaded) => !cancelled && setParts(loaded),
      () => !cancelled && setFailed(true),
    );
    return () => {
      cancelled = true;
    };
  }, [loader, schemaName, language, review]);
  return { parts, failed };
}
