/**
 * Posts an action of the hand-off screens behind the loader and does what its answer says (next,
 * restart, the global error); after an error the loader stays a second (spec §8), as a step's.
 */
import { useCallback } from "react";
import { ONBOARDING_FLOW } from "../../../flow/flow-file.ts";
import { callProxy, type ProxyAnswer } from "../../../flow/proxy-client.ts";
import { setGlobalError, setLocked } from "../../../flow/session-actions.ts";
import { showGlobalError } from "../../chrome/global-error.ts";
import { followAnswer } from "../../follow-answer.ts";
import { useAppContext } from "../../session-context.ts";

const UNLOCK_AFTER_ERROR_MS = 1000;

export type ProxyMove = (
  action: string,
  data?: Record<string, unknown>,
  onSuccess?: (answer: ProxyAnswer) => void,
) => Promise<void>;

export function useProxyMove(): ProxyMove {
  const { state, translator } = useAppContext();
  return useCallback(
    async (action, data = {}, onSuccess) => {
      setLocked(state, true);
      let failed = false;
      try {
        const answer = await callProxy(state, action, data);
        failed = answer.status !== "success";
        if (!failed) {
          setGlobalError(state, undefined);
          onSuccess?.(answer);
        }
        followAnswer(state, ONBOARDING_FLOW, answer);
      } catch {
        failed = true;
        showGlobalError(state, translator.t("errors:network"));
      } finally {
        if (failed) setTimeout(() => setLocked(state, false), UNLOCK_AFTER_ERROR_MS);
        else setLocked(state, false);
      }
    },
    [state, translator],
  );
}
