import { afterEach, describe, expect, it, vi } from "vitest";
import { callProxy } from "./proxy-client.ts";
import type { SessionState } from "./session-store.ts";

/** The page's session as a call reads it: its locale, device and token. */
function session(token: string | undefined): SessionState {
  return { locale: { brand: "eu", language: "en" }, device: "desktop", token } as SessionState;
}

/** The proxy answers each call with the body given, once the test lets it. */
function answerLater(body: Record<string, unknown>, status = 200) {
  let answer = () => {};
  const held = new Promise<void>((resolve) => (answer = resolve));
  const sent: Record<string, unknown>[] = [];
  vi.stubGlobal("document", { cookie: "" });
  vi.stubGlobal("fetch", async (_url: string, init: RequestInit) => {
    sent.push(JSON.parse(init.body as string) as Record<string, unknown>);
    await held;
    return new Response(JSON.stringify(body), {
      status,
      headers: { "content-type": "application/json" },
    });
  });
  return { answer, sent };
}

const EXPIRED = { status: "error", restart: true, globalError: "Your session has expired." };

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("a restart answered to a call", () => {
  it("is not followed when a login gave the page another token while the call was on its way", async () => {
    const state = session("old-token");
    const proxy = answerLater(EXPIRED, 401);
    const call = callProxy(state, "validate", { step: "restart", fields: ["loginPassword"] });
    await vi.waitFor(() => expect(proxy.sent).toHaveLength(1));
    state.token = "token-of-the-login";
    proxy.answer();

    const answer = await call;
    expect(proxy.sent[0]?.token).toBe("old-token");
    expect(answer).toEqual({ status: "error", superseded: true });
    expect(answer.restart).toBeUndefined();
    expect(answer.globalError).toBeUndefined();
  });

  it("is followed when the call carried the token the page still holds", async () => {
    const state = session("old-token");
    const proxy = answerLater(EXPIRED, 401);
    const call = callProxy(state, "validate", { step: "address" });
    proxy.answer();

    expect(await call).toEqual(EXPIRED);
  });

  it("is followed, as next: restart, when the page has no token", async () => {
    const state = session("old-token");
    const proxy = answerLater({ status: "error", next: "restart" }, 401);
    const call = callProxy(state, "dc", { event: "route" });
    await vi.waitFor(() => expect(proxy.sent).toHaveLength(1));
    state.token = undefined;
    proxy.answer();

    expect(await call).toEqual({ status: "error", next: "restart" });
  });
});

it("an answer that is not a restart is given as it came, whatever the token now", async () => {
  const state = session("old-token");
  const proxy = answerLater({ status: "success", errors: {} });
  const call = callProxy(state, "validate", { step: "address" });
  await vi.waitFor(() => expect(proxy.sent).toHaveLength(1));
  state.token = "token-of-the-login";
  proxy.answer();

  expect(await call).toEqual({ status: "success", errors: {} });
});
