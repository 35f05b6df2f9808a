/**
 * Calls the proxy: `POST /api/form/{pl|eu}/{action}` with the common payload fields (spec §7)
 * and the step's data. Every answer, whatever its HTTP status, is read as a proxy answer.
 */
import redaxios from "redaxios";
import { branchCodeFor, formVersionFor, languageCodeFor } from "../shared/brand/locales.ts";
import type { ProxyAnswerBody } from "../shared/proxy/proxy-answer.ts";
import { marketingFields } from "./marketing.ts";
import type { SessionState } from "./session-store.ts";

/** What the proxy answers; `error` is read too, as older answers carry it (spec §8). */
export type ProxyAnswer = ProxyAnswerBody & { error?: unknown };

export class NetworkError extends Error {}

/** The registration carries the marketing parameters (spec §7). */
const REGISTRATION_ACTION = "new-account";

/** The analytics cookie's value, as the spec's `cookie` payload field. */
function analyticsCookie(): string {
  return /(?:^|; )_ga=([^;]*)/.exec(document.cookie)?.[1] ?? "";
}

export async function callProxy(
  state: SessionState,
  action: string,
  data: Record<string, unknown> = {},
  signal?: AbortSignal,
): Promise<ProxyAnswer> {
  const { language } = state.locale;
  const body = {
    ...data,
    ...(action === REGISTRATION_ACTION ? marketingFields() : {}),
    ...(state.token ? { token: state.token } : {}),
    languageCode: languageCodeFor(language),
    branchCode: branchCodeFor(language),
    cookie: analyticsCookie(),
    isOanda: false,
    mobile: state.device === "mobile",
  };
  try {
    const response = await redaxios.post<ProxyAnswer>(
      `/api/form/${formVersionFor(state.locale)}/${action}`,
      body,
      {
        validateStatus: () => true,
        fetch: (input: RequestInfo | URL, init?: RequestInit) =>
          fetch(input, { ...init, signal: signal ?? null }),
      },
    );
    if (response.data && typeof response.data === "object") return response.data;
    throw new NetworkError(`unreadable answer (${response.status})`);
  } catch (error) {
    if (signal?.aborted) throw error;
    throw error instanceof NetworkError ? error : new NetworkError(String(error));
  }
}
