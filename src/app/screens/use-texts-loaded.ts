/** Loads namespaces of the user's language (and English) and tells when they are there. */
import { useEffect, useState } from "react";
import { useSnapshot } from "valtio";
import { loadNamespace } from "../i18n.ts";
import { useAppContext } from "../session-context.ts";

export function useTextsLoaded(namespaces: readonly string[]): boolean {
  const { state } = useAppContext();
  const language = useSnapshot(state).locale.language;
  const [loaded, setLoaded] = useState<string | undefined>();
  const key = namespaces.join(",");
  useEffect(() => {
    let cancelled = false;
    void Promise.all(key.split(",").map((namespace) => loadNamespace(language, namespace))).then(
      () => !cancelled && setLoaded(language),
    );
    return () => {
      cancelled = true;
    };
  }, [language, key]);
  return loaded === language;
}
