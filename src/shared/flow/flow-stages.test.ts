import { describe, expect, it } from "vitest";
import type { FlowDefinition } from "./flow-definition.ts";
import { stageOf } from "./flow-stages.ts";

const flow: FlowDefinition = {
  initialRoute: "start",
  restartRoute: "login",
  notFoundRoute: "start",
  stages: ["account", "document", "address"],
  routes: [
    { name: "start", path: "/", progress: { minutesLeft: 8, stage: "account" } },
    { name: "login", path: "/login", progress: { minutesLeft: 5 } },
    {
      name: "choice",
      path: "/choice",
      mobile: { name: "choice_M" },
      progress: { stage: "document" },
    },
    { name: "address", path: "/address", progress: { stage: "address" } },
    { name: "stray", path: "/stray", progress: { stage: "unknown" } },
  ],
  next: {},
};

describe("stageOf", () => {
  it("numbers a route's stage from 1 among all of them", () => {
    expect(stageOf(flow, "start")).toEqual({ id: "account", number: 1, total: 3 });
    expect(stageOf(flow, "address")).toEqual({ id: "address", number: 3, total: 3 });
  });

  it("finds a mobile variant's stage by its own name", () => {
    expect(stageOf(flow, "choice_M")).toEqual({ id: "document", number: 2, total: 3 });
  });

  it("gives none for a route without a stage, a stage not listed or no route", () => {
    expect(stageOf(flow, "login")).toBeUndefined();
    expect(stageOf(flow, "stray")).toBeUndefined();
    expect(stageOf(flow, undefined)).toBeUndefined();
    expect(stageOf({ ...flow, stages: undefined }, "start")).toBeUndefined();
  });
});
