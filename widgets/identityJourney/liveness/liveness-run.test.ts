import { describe, expect, it } from "vitest";
import type { LivenessCounted, LivenessProgress } from "./liveness-calls.ts";
import { runChallenge } from "./liveness-run.ts";

const open = (prompt: LivenessProgress["prompt"], shown: number, guidance: string | null = null) =>
  ({ kind: "open", prompt, shown, secondsLeft: 9, guidance }) as const;
const counted: LivenessCounted = {
  kind: "counted",
  journeyId: "journey-1",
  livenessResult: "Passed",
  reasons: [],
  attemptsRemaining: 3,
};

describe("a liveness challenge run", () => {
  it("sends frames one at a time, shows each answer, and ends with the counted attempt", async () => {
    const answers = [
      open("lookStraight", 0, "noFace"),
      open("smile", 1),
      open("lookLeft", 2),
      counted,
    ];
    const sent: string[] = [];
    const shown: LivenessProgress[] = [];
    let frame = 0;
    const outcome = await runChallenge({
      calls: {
        frame: async (challengeId, blob) => {
          sent.push(`${challengeId}:${await blob.text()}`);
          return answers.shift()!;
        },
      },
      challengeId: "c1",
      grab: async () => new Blob([`frame ${++frame}`]),
      onProgress: (progress) => shown.push(progress),
      signal: new AbortController().signal,
      pause: async () => undefined,
    });
    expect(outcome).toEqual(counted);
    expect(sent).toEqual(["c1:frame 1", "c1:frame 2", "c1:frame 3", "c1:frame 4"]);
    expect(shown.map((progress) => [progress.prompt, progress.guidance])).toEqual([
      ["lookStraight", "noFace"],
      ["smile", null],
      ["lookLeft", null],
    ]);
  });

  it("waits for the camera's first picture before it sends anything", async () => {
    let grabs = 0;
    const sent: number[] = [];
    await runChallenge({
      calls: {
        frame: async () => {
          sent.push(grabs);
          return counted;
        },
      },
      challengeId: "c1",
      grab: async () => (++grabs < 3 ? undefined : new Blob(["picture"])),
      onProgress: () => undefined,
      signal: new AbortController().signal,
      pause: async () => undefined,
    });
    expect(sent).toEqual([3]);
  });

  it("says a failed call as the network's failure, and stops when the view goes away", async () => {
    const base = {
      challengeId: "c1",
      grab: async () => new Blob(["picture"]),
      onProgress: () => undefined,
      pause: async () => undefined,
    };
    expect(
      await runChallenge({
        ...base,
        calls: { frame: () => Promise.reject(new TypeError("Failed to fetch")) },
        signal: new AbortController().signal,
      }),
    ).toEqual({ kind: "failed", code: "network" });
    const stop = new AbortController();
    let calls = 0;
    expect(
      await runChallenge({
        ...base,
        calls: {
          frame: async () => {
            if (++calls === 2) stop.abort();
            return open("smile", 1);
          },
        },
        signal: stop.signal,
      }),
    ).toEqual({ kind: "stopped" });
    expect(calls).toBe(2);
  });
});
