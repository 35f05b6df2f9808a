import { describe, expect, it } from "vitest";
import type { Application } from "./application-store/application-records.ts";
import { RememberedSessions } from "./remembered-sessions.ts";

const application = (id: string): Application => ({
  id,
  brand: "eu",
  language: "en",
  email: null,
  passwordHash: null,
  residenceCountry: null,
  device: "desktop",
  registered: false,
  submitted: false,
});

describe("RememberedSessions", () => {
  it("keeps at most its capacity, the oldest going first", () => {
    const remembered = new RememberedSessions(1000, 2);
    for (const id of ["a", "b", "c"])
      remembered.remember(
        id,
        { application: application(id), sessionExpiresAt: 10_000, generation: 0 },
        0,
      );
    expect(remembered.get("a", 1)).toBeUndefined();
    expect(remembered.get("b", 1)?.id).toBe("b");
    expect(remembered.get("c", 1)?.id).toBe("c");
  });

  it("remembers nothing when its moment is 0, or when something was forgotten since the read", () => {
    const off = new RememberedSessions(0);
    off.remember(
      "a",
      { application: application("a"), sessionExpiresAt: 10_000, generation: 0 },
      0,
    );
    expect(off.get("a", 0)).toBeUndefined();

    const on = new RememberedSessions(1000);
    const generation = on.generation;
    on.forgetAll();
    on.remember("a", { application: application("a"), sessionExpiresAt: 10_000, generation }, 0);
    expect(on.get("a", 0)).toBeUndefined();
    on.remember(
      "a",
      { application: application("a"), sessionExpiresAt: 10_000, generation: on.generation },
      0,
    );
    expect(on.get("a", 999)?.id).toBe("a");
    expect(on.get("a", 1000)).toBeUndefined();
  });
});
