import { describe, expect, it } from "vitest";
import { EMPTY_SCHEMA, type FuzzAction } from "./action-catalogue.ts";
import { coverageGaps } from "./coverage.ts";
import type { FuzzTarget } from "./fuzz-servers.ts";

const target = (answered: Record<string, number>): FuzzTarget => ({
  name: "onboarding server",
  origin: "http://127.0.0.1:1",
  routes: [
    { method: "GET", url: "/healthz" },
    { method: "HEAD", url: "/healthz" },
    { method: "POST", url: "/api/form/:version/*" },
  ],
  answered: new Map(Object.entries(answered)),
});

const step: FuzzAction = {
  action: "currency-choice",
  key: "currency-choice (currencyChoice)",
  schema: EMPTY_SCHEMA,
  step: "currencyChoice",
  mobile: false,
  route: "currencyChoice",
  sessions: "standing",
  notBuilt: false,
};
const notBuilt: FuzzAction = {
  ...step,
  action: "sms/mobile-sms",
  key: "sms/mobile-sms",
  notBuilt: true,
};

const answers = (entries: Record<string, Record<string, number>>) =>
  new Map(
    Object.entries(entries).map(([key, statuses]) => [key, new Map(Object.entries(statuses))]),
  );

describe("what the fuzz covered", () => {
  it("has no gap when every route answered and every built action got past its checks", () => {
    expect(
      coverageGaps({
        targets: [
          target({ "GET /healthz": 3, "HEAD /healthz": 1, "POST /api/form/:version/*": 9 }),
        ],
        actions: [step, notBuilt],
        answers: answers({
          [step.key]: { "401": 4, "422": 2 },
          [notBuilt.key]: { "404": 3 },
        }),
        standsAt: () => true,
      }),
    ).toEqual([]);
  });

  it("names a listed route no request reached, by its method", () => {
    expect(
      coverageGaps({
        targets: [target({ "GET /healthz": 3, "POST /api/form/:version/*": 9 })],
        actions: [],
        answers: answers({}),
        standsAt: () => true,
      }),
    ).toEqual([
      "onboarding server: HEAD /healthz never answered a request itself (scripts/fuzz-server/route-requests.ts makes them)",
    ]);
  });

  it("names an action whose answers never got past the session and order checks", () => {
    const gaps = coverageGaps({
      targets: [],
      actions: [step],
      answers: answers({ [step.key]: { "401": 40, "409": 12 } }),
      standsAt: () => true,
    });
    expect(gaps).toEqual([
      expect.stringMatching(
        /^currency-choice \(currencyChoice\): never got past its session and order checks \(answers 401: 40, 409: 12\)/,
      ),
    ]);
  });

  it("names an action never sent, and a step no session stands at", () => {
    const gaps = coverageGaps({
      targets: [],
      actions: [step],
      answers: answers({}),
      standsAt: (route) => route !== "currencyChoice",
    });
    expect(gaps).toEqual([
      expect.stringMatching(
        /^currency-choice \(currencyChoice\): no session stands at currencyChoice/,
      ),
      "currency-choice (currencyChoice): never sent",
    ]);
  });
});
