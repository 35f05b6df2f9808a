/** How long a client may take to send a request: a setting of ServerConfig's, read here. */

/** The longest a request may take to arrive, unless `REQUEST_TIMEOUT_MS` says otherwise. */
export const DEFAULT_REQUEST_TIMEOUT_MS = 120_000;

export interface RequestTimeoutSetting {
  /**
   * `REQUEST_TIMEOUT_MS`: how long a client may take to send a whole request, its headers and
   * its body. A request still arriving then is answered 408 and its connection closed, so a
   * body that never finishes cannot hold a connection (and its file descriptor) for ever. The
   * default fits a phone's photo on a slow network: 10 MB at 1 Mbit/s takes 80 s.
   * @default 120000
   */
  requestTimeoutMs: number;
}

/** The setting, at least a second. */
export function requestTimeoutSetting(env: NodeJS.ProcessEnv): RequestTimeoutSetting {
  const value = env.REQUEST_TIMEOUT_MS?.trim();
  if (value === undefined || value === "") return { requestTimeoutMs: DEFAULT_REQUEST_TIMEOUT_MS };
  const ms = Number(value);
  if (!Number.isInteger(ms) || ms < 0)
    throw new Error(`REQUEST_TIMEOUT_MS must be a whole number, not "${value}"`);
  if (ms < 1000) throw new Error(`REQUEST_TIMEOUT_MS must be at least 1000, not ${ms}`);
  return { requestTimeoutMs: ms };
}
