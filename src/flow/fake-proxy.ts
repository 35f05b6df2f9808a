/**
 * A stand-in for the proxy in the browser's tests: `fetch` answers each action from a script
 * (by the last part of its path), a success where the script names none, and records every call.
 */
import { vi } from "vitest";

/** An answer: an HTTP status and body, or a call the network loses. */
export type FakeAnswer = { status: number; body: unknown } | "network";

export function serveProxy(answers: Record<string, () => FakeAnswer> = {}) {
  const fetch = vi.fn((url: string, _init: RequestInit) => {
    const action = url.slice(url.lastIndexOf("/") + 1);
    const answer = answers[action]?.() ?? { status: 200, body: { status: "success" } };
    if (answer === "network") return Promise.reject(new TypeError("Failed to fetch"));
    return Promise.resolve(new Response(JSON.stringify(answer.body), { status: answer.status }));
  });
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

/** The bodies of the calls made to one action, in order. */
export function proxyCalls(
  fetch: ReturnType<typeof serveProxy>,
  action: string,
): Record<string, unknown>[] {
  return fetch.mock.calls
    .filter(([url]) => url.endsWith(`/${action}`))
    .map(([, init]) => JSON.parse(init.body as string) as Record<string, unknown>);
}
