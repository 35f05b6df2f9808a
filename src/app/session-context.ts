/** Hands the session state and the translator to the app's components. */
import { createContext, useContext } from "react";
import type { Translator } from "../engine/index.ts";
import type { SessionState } from "../flow/session-store.ts";

export interface AppContextValue {
  state: SessionState;
  translator: Translator;
}

export const AppContext = createContext<AppContextValue | null>(null);

export function useAppContext(): AppContextValue {
  const value = useContext(AppContext);
  if (!value) throw new Error("AppContext is missing");
  return value;
}
