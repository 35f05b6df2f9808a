/**
 * SMS through an HTTP gateway: a JSON POST `{ "to": "+48…", "text": "…" }` to `SMS_GATEWAY_URL`,
 * with the header `SMS_GATEWAY_AUTH` names. A 5xx answer, a timeout or a network error is tried
 * again after a growing pause; a 4xx answer is the gateway refusing this message, and is final.
 */
import { SendFailedError, type Message, type MessageSender } from "./message-sender.ts";

export interface HttpSmsSenderOptions {
  url: string;
  auth?: { name: string; value: string } | undefined;
  /** One attempt's longest wait. @default 5000 */
  timeoutMs?: number;
  /** Attempts after the first. @default 2 */
  retries?: number;
  /** Pause before the first retry; each further one doubles it. @default 250 */
  backoffMs?: number;
  /** Waits; tests pass their own. */
  sleep?: (ms: number) => Promise<void>;
}

export function createHttpSmsSender(options: HttpSmsSenderOptions): MessageSender {
  const { url, auth, timeoutMs = 5000, retries = 2, backoffMs = 250 } = options;
  const sleep = options.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)));
  return {
    kind: "http",
    async send(message: Message): Promise<void> {
      if (message.channel !== "sms") throw new SendFailedError("the SMS gateway sends SMS only");
      const headers: Record<string, string> = { "content-type": "application/json" };
      if (auth) headers[auth.name] = auth.value;
      const body = JSON.stringify({ to: message.recipient, text: message.text });
      let lastProblem = "";
      for (let attempt = 0; attempt <= retries; attempt++) {
        if (attempt > 0) await sleep(backoffMs * 2 ** (attempt - 1));
        try {
          const response = await fetch(url, {
            method: "POST",
            headers,
            body,
            signal: AbortSignal.timeout(timeoutMs),
          });
          await response.arrayBuffer().catch(() => undefined);
          if (response.ok) return;
          lastProblem = `the gateway answered ${response.status}`;
          if (response.status < 500) break;
        } catch (error) {
          lastProblem =
            (error as Error).name === "TimeoutError"
              ? `no answer within ${timeoutMs} ms`
              : (error as Error).message;
        }
      }
      throw new SendFailedError(`SMS gateway: ${lastProblem}`);
    },
  };
}
