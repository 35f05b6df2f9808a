/**
 * Calls the proxy for the app: the session's token, language and device go with every call
 * (proxy-request.ts), the registration adds the marketing parameters (spec §7).
 */
import { marketingFields } from "./marketing.ts";
import { NetworkError, postProxy, type ProxyAnswer } from "./proxy-request.ts";
import type { SessionState } from "./session-store.ts";

export { NetworkError, type ProxyAnswer };

/** The registration carries the marketing parameters (spec §7). */
const REGISTRATION_ACTION = "new-account";

export function callProxy(
  state: SessionState,
  action: string,
  data: Record<string, unknown> = {},
  signal?: AbortSignal,
): Promise<ProxyAnswer> {
  const payload = action === REGISTRATION_ACTION ? { ...data, ...marketingFields() } : data;
  return postProxy(state, action, payload, signal);
}
