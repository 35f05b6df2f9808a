// @vitest-environment jsdom
/**
 * The journey's Cancel asks first: the dialog takes focus, only "Yes, cancel" sends the
 * journey's cancel event, and "No" or Escape close it with focus back on Cancel.
 */
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { CaptureEvent } from "../../src/capture/capture-events.ts";
import type { CaptureSnapshot } from "../../src/capture/capture-snapshot.ts";
import { JourneyView } from "./JourneyView.tsx";

afterEach(cleanup);

const TEXTS: Record<string, string> = {
  "identityJourney:cancel": "Cancel",
  "identityJourney:cancelDialog.title": "Cancel the verification?",
  "identityJourney:cancelDialog.body": "If you cancel, this verification ends.",
  "identityJourney:cancelDialog.goOn": "No, continue verifying",
  "identityJourney:cancelDialog.confirm": "Yes, cancel",
};

/** A journey asking for the front, which records the events it is sent. */
function journeyAskingForTheFront() {
  const sent: CaptureEvent[] = [];
  const snapshot = {
    token: { status: "received" },
    journey: {
      state: "inProgress",
      requiredAction: "KeepCapturing",
      attemptsRemaining: 3,
      pending: "none",
      requireDocumentSide: "FRONT",
    },
  } as unknown as CaptureSnapshot;
  render(
    <JourneyView
      session={{
        subscribe: () => () => undefined,
        getSnapshot: () => snapshot,
        send: (event) => {
          sent.push(event);
          return { ok: true };
        },
      }}
      t={(key) => TEXTS[key] ?? key}
      upload={() => Promise.resolve({ ok: false, code: "network" })}
      locale="en"
      document="idCard"
      active
    />,
  );
  return sent;
}

function openTheDialog(): HTMLElement {
  const cancel = screen.getByRole("button", { name: "Cancel" });
  cancel.focus();
  fireEvent.click(cancel);
  const dialog = screen.getByRole("dialog", { name: "Cancel the verification?" });
  expect(document.activeElement).toBe(dialog);
  expect(dialog.textContent).toContain("If you cancel, this verification ends.");
  return dialog;
}

describe("Cancel of the journey", () => {
  it("asks first, and only Yes ends the journey", () => {
    const sent = journeyAskingForTheFront();
    openTheDialog();
    expect(sent).toEqual([]);
    fireEvent.click(screen.getByRole("button", { name: "Yes, cancel" }));
    expect(sent).toEqual([{ type: "cancel" }]);
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("No closes the dialog, the journey goes on, and focus is back on Cancel", () => {
    const sent = journeyAskingForTheFront();
    openTheDialog();
    fireEvent.click(screen.getByRole("button", { name: "No, continue verifying" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(sent).toEqual([]);
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Cancel" }));
    expect(screen.getByText("identityJourney:upload.chooseFile")).toBeTruthy();
  });

  it("Escape answers No", () => {
    const sent = journeyAskingForTheFront();
    const dialog = openTheDialog();
    fireEvent.keyDown(dialog, { key: "Escape" });
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(sent).toEqual([]);
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Cancel" }));
  });
});
