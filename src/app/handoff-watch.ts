/**
 * A hand-off phone hears at once when its hand-off has ended (the desktop went on without it, or
 * its session ran out): a light poll while it works (`mobile-handoff-status`, every 5 s), and
 * the journey service's answers to its photos, which say `handoffEnded`. Either way the phone
 * shows the "ended" page in its language, never the journey's error. Its last page (back to the
 * computer) is not watched: a phone that finished has nothing left to lose.
 */
import { useEffect } from "react";
import { useSnapshot } from "valtio";
import { ONBOARDING_FLOW } from "../flow/flow-file.ts";
import { pathOfRoute } from "../flow/route-paths.ts";
import { useAppContext } from "./session-context.ts";

/** The phone's last page, where the hand-off is done and nothing is watched. */
const PHONE_DONE_ROUTE = "mobileReturnToDesktop";

/** Polls while a hand-off phone works (`location`: the path within the base). */
export function useHandoffWatch(location: string): void {
  const { state } = useAppContext();
  const { handoff, handoffRefused, token } = useSnapshot(state);
  const done = location === pathOfRoute(ONBOARDING_FLOW, PHONE_DONE_ROUTE);
  const watching = handoff !== undefined && !handoffRefused && token !== undefined && !done;
  useEffect(() => {
    if (!watching) return;
    // The poll loads only here, on a hand-off phone: the first page of every other browser is
    // the lighter for it.
    let stop: (() => void) | undefined;
    let left = false;
    void import("./handoff-poll.ts").then(({ pollHandoff }) => {
      if (!left) stop = pollHandoff(state);
    });
    return () => {
      left = true;
      stop?.();
    };
  }, [state, watching]);
}
