import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ViewEvent } from "./capture-events.ts";
import {
  document,
  fakeHost,
  result,
  SCAN_SESSION,
  sessionFor,
  settle,
  startedSession,
  upload,
} from "./fake-host.ts";
import type { JourneyDefinition } from "./journey-definition.ts";

const WITH_TERMS: JourneyDefinition = {
  termsAndConditions: true,
  steps: [
    { action: "IDENTITY:FRONT", attempts: 3 },
    { action: "IDENTITY:BACK", attempts: 3 },
  ],
};

beforeEach(() => {
  vi.useFakeTimers({ now: Date.UTC(2025, 0, 6, 9, 0, 0) });
});
afterEach(() => {
  vi.useRealTimers();
});

describe("terms and conditions", () => {
  it("waits for an answer before the first action", async () => {
    const session = await startedSession(fakeHost(), { definition: WITH_TERMS });
    expect(session.getSnapshot().journey).toMatchObject({
      state: "started",
      action: "NONE",
      requiredAction: "Agree",
    });
    expect(session.send({ type: "transferStarted" })).toEqual({
      ok: false,
      error: { code: "unexpectedEvent", event: "transferStarted" },
    });
  });

  it("continues to the identity front on Agree", async () => {
    const host = fakeHost();
    const session = await startedSession(host, { definition: WITH_TERMS });
    expect(session.send({ type: "answerTerms", answer: "Agree" })).toEqual({ ok: true });
    expect(session.getSnapshot().journey).toMatchObject({
      state: "inProgress",
      action: "IDENTITY:FRONT",
      requiredAction: "KeepCapturing",
    });
    expect(host.notices).toEqual([
      ["start", "J-1"],
      ["progress", "J-1"],
    ]);
    expect(session.send({ type: "answerTerms", answer: "Agree" })).toEqual({
      ok: false,
      error: { code: "unexpectedEvent", event: "answerTerms" },
    });
  });

  it("ends the journey with TCCDISAGREE on Disagree", async () => {
    const host = fakeHost();
    const session = await startedSession(host, { definition: WITH_TERMS });
    session.send({ type: "answerTerms", answer: "Disagree" });
    expect(session.getSnapshot().journey).toMatchObject({
      state: "ended",
      endReason: "termsDisagreed",
      highLevelResult: "TCCDISAGREE",
      requiredAction: "Close",
    });
    // Told as itself, so the service ends the journey as TCCDISAGREE, not as Aborted.
    expect(host.notices.at(-1)).toEqual(["TCCDISAGREE", "J-1"]);

    host.resultAnswers.push({ highLevelResult: "Undefined", processedDocuments: [] });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(host.reports).toEqual([
      { type: 2, journeyId: "J-1", journeyStatus: "TCCDISAGREE", scanType: "DESKTOP" },
    ]);
    expect(host.routes).toEqual(["uploadFailed"]);
  });
});

describe("journey events", () => {
  it("marks a bad upload only while the filesystem provider shows", async () => {
    const host = fakeHost();
    const session = await startedSession(host);
    host.resultAnswers.push({ highLevelResult: "Undefined", processedDocuments: [] });
    session.send({ type: "transferStarted" });
    session.send({ type: "transferComplete" });
    await settle();
    expect(session.getSnapshot().journey?.uploadAgain).toBe(true);

    session.send({ type: "displayStep", provider: "camera" });
    expect(session.getSnapshot().journey?.uploadAgain).toBe(false);
    session.send({ type: "displayStep", provider: "filesystem" });
    expect(session.getSnapshot().journey).toMatchObject({
      provider: "filesystem",
      uploadAgain: true,
    });
  });

  it("shows the first-upload header before any upload failed", async () => {
    const session = await startedSession(fakeHost());
    session.send({ type: "displayStep", provider: "filesystem" });
    expect(session.getSnapshot().journey?.uploadAgain).toBe(false);
  });

  it("reports clear and leaves the journey as it was", async () => {
    const host = fakeHost();
    const session = await startedSession(host);
    const before = session.getSnapshot();
    expect(session.send({ type: "clear" })).toEqual({ ok: true });
    expect(host.notices.at(-1)).toEqual(["clear", "J-1"]);
    expect(session.getSnapshot()).toBe(before);
  });

  it("refuses clear while the upload is outstanding", async () => {
    const host = fakeHost();
    const session = await startedSession(host);
    session.send({ type: "transferStarted" });
    expect(session.send({ type: "clear" })).toEqual({
      ok: false,
      error: { code: "waitingForResponse" },
    });
    expect(host.notices.map(([status]) => status)).toEqual(["start"]);
  });

  it("reports cancel, then ends the journey as Aborted, even during an upload", async () => {
    const host = fakeHost();
    const session = await startedSession(host);
    session.send({ type: "transferStarted" });
    expect(session.send({ type: "cancel" })).toEqual({ ok: true });
    expect(host.notices).toEqual([
      ["start", "J-1"],
      ["cancel", "J-1"],
      ["end", "J-1"],
    ]);
    expect(session.getSnapshot().journey).toMatchObject({
      state: "ended",
      endReason: "cancelled",
      highLevelResult: "Aborted",
      pending: "none",
    });
    await vi.advanceTimersByTimeAsync(30_000);
    expect(host.reports.filter((report) => report.type === 1)).toEqual([]);
  });

  const everyJourneyEvent: ViewEvent[] = [
    { type: "displayStep", provider: "filesystem" },
    { type: "answerTerms", answer: "Agree" },
    { type: "transferStarted" },
    { type: "transferComplete", journeyId: "J-1" },
    { type: "transferFailed" },
    { type: "cancel" },
    { type: "clear" },
  ];

  it.each(everyJourneyEvent)(
    "refuses $type once the journey has ended: nothing can be sent",
    async (event) => {
      const host = fakeHost();
      const session = await startedSession(host);
      session.send({ type: "cancel" });
      const notices = host.notices.length;
      const ended = session.getSnapshot();
      expect(session.send(event)).toEqual({ ok: false, error: { code: "journeyEnded" } });
      expect(host.notices).toHaveLength(notices);
      expect(session.getSnapshot()).toBe(ended);
    },
  );

  it.each(everyJourneyEvent)("refuses $type before the scan token arrived", (event) => {
    const host = fakeHost();
    const session = sessionFor(host);
    expect(session.send(event)).toEqual({ ok: false, error: { code: "journeyNotStarted" } });
    expect(host.notices).toEqual([]);
  });
});

describe("a journey continued where it stands (the page was reloaded)", () => {
  const continued = {
    ...SCAN_SESSION,
    journey: {
      action: "IDENTITY:BACK",
      attemptsRemaining: 2,
      processedDocuments: 2,
      lastUploadFailed: true,
    },
  };

  it("asks for the side the journey asks for, with the attempts it has left and the upload-again header", async () => {
    const session = await startedSession(fakeHost(), {}, continued);
    expect(session.getSnapshot().journey).toMatchObject({
      state: "inProgress",
      action: "IDENTITY:BACK",
      requireDocumentSide: "BACK",
      attemptsRemaining: 2,
      uploadAgain: true,
    });
  });

  it("judges the next upload by the document it adds to those already processed", async () => {
    const host = fakeHost();
    const session = await startedSession(host, {}, continued);
    const earlier = [document("FRONT", true), document("BACK", false, "Refer")];
    const refused = [...earlier, document("BACK", false, "Refer")];
    await upload(session, host, result(refused));
    expect(session.getSnapshot().journey).toMatchObject({ attemptsRemaining: 1 });
    await upload(session, host, result([...refused, document("BACK", true)], "Passed"));
    expect(session.getSnapshot().journey).toMatchObject({ state: "ended", endReason: "completed" });
  });

  it("starts at the first step when the service names a step the definition does not have", async () => {
    const session = await startedSession(
      fakeHost(),
      {},
      {
        ...SCAN_SESSION,
        journey: { ...continued.journey, action: "LIVENESS" },
      },
    );
    expect(session.getSnapshot().journey).toMatchObject({
      action: "IDENTITY:FRONT",
      attemptsRemaining: 3,
      uploadAgain: false,
    });
  });
});

describe("the step after an accepted upload", () => {
  const AFTER_BACK = "SELFIE";
  const WITH_STEP_AFTER_BACK: JourneyDefinition = {
    termsAndConditions: false,
    steps: [
      { action: "IDENTITY:FRONT", attempts: 3 },
      { action: "IDENTITY:BACK", attempts: 3 },
      { action: AFTER_BACK, attempts: 2 },
    ],
  };
  const passport = { ...document("FRONT", true), documentType: "Passport" };

  it("is the one the service waits for next: a passport's page skips the back", async () => {
    const host = fakeHost();
    const session = await startedSession(host, { definition: WITH_STEP_AFTER_BACK });
    await upload(session, host, { ...result([passport]), currentAction: "SELFIE" });
    expect(session.getSnapshot().journey).toMatchObject({
      state: "inProgress",
      action: AFTER_BACK,
      attemptsRemaining: 2,
    });
  });

  it("is the next one where the service does not say", async () => {
    const host = fakeHost();
    const session = await startedSession(host, { definition: WITH_STEP_AFTER_BACK });
    await upload(session, host, result([document("FRONT", true)]));
    expect(session.getSnapshot().journey).toMatchObject({
      action: "IDENTITY:BACK",
      requireDocumentSide: "BACK",
    });
  });
});

describe("the definition the scan session brings", () => {
  it("is followed instead of the page's: its steps, its attempts and its terms", async () => {
    const session = await startedSession(
      fakeHost(),
      {},
      {
        ...SCAN_SESSION,
        definition: {
          termsAndConditions: false,
          steps: [
            { action: "IDENTITY:FRONT", attempts: 2 },
            { action: "SELFIE", attempts: 3 },
            { action: "LIVENESS", attempts: 4 },
          ],
        },
        journey: {
          action: "LIVENESS",
          attemptsRemaining: 4,
          processedDocuments: 2,
          lastUploadFailed: false,
        },
      },
    );
    expect(session.getSnapshot().journey).toMatchObject({
      action: "LIVENESS",
      attemptsRemaining: 4,
      requiredAction: "KeepCapturing",
    });
  });

  it("leaves the page's own where the session brings none", async () => {
    const session = await startedSession(fakeHost(), { definition: WITH_TERMS });
    expect(session.getSnapshot().journey).toMatchObject({ requiredAction: "Agree" });
  });
});
