/**
 * The start-up calls (spec §4: verify the token, load the dictionaries), sent as soon as the page
 * has this small module, while the app's code is still loading: they need only the URL and the
 * stored token. The page's early-start chunk (src/app/early-start.ts) sends them; the app takes
 * their answers (`takeEarlyCall`) when its session is still the one they were sent for.
 */
import { languageRedirect } from "../shared/brand/language-param.ts";
import { resolveLocaleFromPath, type Locale } from "../shared/brand/locales.ts";
import { postProxy, type CallerSession, type ProxyAnswer } from "./proxy-request.ts";
import { deviceOf, HANDOFF_PARAM, storedToken } from "./stored-session.ts";

/** The calls start-up makes, in the order it reads them. */
export const START_UP_ACTIONS = ["get-token", "get-dictionaries-list"] as const;
type StartUpAction = (typeof START_UP_ACTIONS)[number];

interface EarlyCalls {
  session: CallerSession;
  answers: Map<StartUpAction, Promise<ProxyAnswer>>;
}

const KEY = Symbol.for("onboarding.earlyCalls");
type WithEarlyCalls = typeof globalThis & { [KEY]?: EarlyCalls };

export function sendEarlyCalls(): void {
  const resolution = resolveLocaleFromPath(window.location.pathname);
  if (!resolution || resolution.kind === "redirect") return;
  // The page is about to open in another language (`lang`): its own calls would be wasted.
  if (languageRedirect(window.location.pathname, window.location.search)) return;
  const session: CallerSession = {
    locale: resolution.locale,
    token: storedToken(),
    device: deviceOf(window.location.search),
  };
  const answers = new Map<StartUpAction, Promise<ProxyAnswer>>();
  // A hand-off link's code is exchanged for the phone's session before any token check
  // (bootstrap.ts): a get-token now would open an application for nobody.
  const handoffLink = new URLSearchParams(window.location.search).has(HANDOFF_PARAM);
  for (const action of START_UP_ACTIONS) {
    if (handoffLink && action === "get-token") continue;
    const answer = postProxy(session, action);
    // Read later by the app; a failure it does not read must not be reported as unhandled.
    answer.catch(() => undefined);
    answers.set(action, answer);
  }
  (globalThis as WithEarlyCalls)[KEY] = { session, answers };
}

/**
 * The answer of a start-up call sent early, once, when it was sent for the same locale, token
 * and device as the app's session; otherwise undefined (the app calls itself).
 */
export function takeEarlyCall(
  session: { locale: Locale; token: string | undefined; device: CallerSession["device"] },
  action: StartUpAction,
): Promise<ProxyAnswer> | undefined {
  const early = (globalThis as WithEarlyCalls)[KEY];
  if (!early) return undefined;
  const same =
    early.session.locale.brand === session.locale.brand &&
    early.session.locale.language === session.locale.language &&
    early.session.token === session.token &&
    early.session.device === session.device;
  const answer = same ? early.answers.get(action) : undefined;
  early.answers.delete(action);
  return answer;
}
