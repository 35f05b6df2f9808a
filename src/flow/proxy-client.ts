/**
 * Calls the proxy for the app: the session's token, language and device go with every call
 * (proxy-request.ts), the registration adds the marketing parameters (spec §7).
 */
import { marketingFields } from "./marketing.ts";
import { asksForRestart } from "../shared/proxy/proxy-answer.ts";
import { NetworkError, postProxy, type ProxyAnswer } from "./proxy-request.ts";
import type { SessionState } from "./session-store.ts";

export { NetworkError, type ProxyAnswer };

/** The registration carries the marketing parameters (spec §7). */
const REGISTRATION_ACTION = "new-account";

export async function callProxy(
  state: SessionState,
  action: string,
  data: Record<string, unknown> = {},
  signal?: AbortSignal,
): Promise<ProxyAnswer> {
  const payload = action === REGISTRATION_ACTION ? { ...data, ...marketingFields() } : data;
  const sentWith = state.token;
  const answer = await postProxy(state, action, payload, signal);
  // A restart speaks of the token the call carried. A login or a registration answered
  // meanwhile gave the page another one (a field's blur check sent as Enter logs in, and
  // answered after the login ended the old session): this session has not ended, and the caller
  // is given an error with nothing to show.
  if (asksForRestart(answer) && state.token !== undefined && state.token !== sentWith)
    return { status: "error", superseded: true };
  return answer;
}
