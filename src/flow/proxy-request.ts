/**
 * A proxy call as it goes on the wire (through redaxios): `POST /api/form/{pl|eu}/{action}` with
 * the common payload fields (spec §7) and the step's data. Only the locale code in its dependencies, so the
 * start-up calls can send it before the app's code has loaded.
 */
import {
  branchCodeFor,
  formVersionFor,
  languageCodeFor,
  type Locale,
} from "../shared/brand/locales.ts";
import redaxios from "redaxios";
import type { Device } from "../shared/flow/flow-definition.ts";
import type { ProxyAnswerBody } from "../shared/proxy/proxy-answer.ts";

/** What the proxy answers; `error` is read too, as older answers carry it (spec §8). */
export type ProxyAnswer = ProxyAnswerBody & { error?: unknown };

export class NetworkError extends Error {}

export interface CallerSession {
  locale: Locale;
  token: string | undefined;
  device: Device;
}

/** The analytics cookie's value, as the spec's `cookie` payload field. */
function analyticsCookie(): string {
  return /(?:^|; )_ga=([^;]*)/.exec(document.cookie)?.[1] ?? "";
}

/** Sends the call; every answer, whatever its HTTP status, is read as a proxy answer. */
export async function postProxy(
  session: CallerSession,
  action: string,
  data: Record<string, unknown> = {},
  signal?: AbortSignal,
): Promise<ProxyAnswer> {
  const { language } = session.locale;
  const body = {
    ...data,
    ...(session.token ? { token: session.token } : {}),
    languageCode: languageCodeFor(language),
    branchCode: branchCodeFor(language),
    cookie: analyticsCookie(),
    isOanda: false,
    mobile: session.device === "mobile",
  };
  let answer: unknown;
  let status: number;
  try {
    const response = await redaxios.post<unknown>(
      `/api/form/${formVersionFor(session.locale)}/${action}`,
      body,
      {
        // Field errors, conflicts and expired sessions come with a 4xx status and are answers too.
        validateStatus: () => true,
        // redaxios passes no signal of its own; the call is cancelled through fetch.
        fetch: (url, init) => fetch(url, { ...init, signal: signal ?? null }),
      },
    );
    // redaxios keeps a body it cannot read as JSON as text.
    answer = response.data;
    status = response.status;
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new NetworkError(String(error));
  }
  if (answer && typeof answer === "object") return answer as ProxyAnswer;
  throw new NetworkError(`unreadable answer (${status})`);
}
