// @vitest-environment jsdom
/**
 * The viewfinder's picture keeps the camera's shape while nothing plays: the stream's own from
 * its settings, the last camera's while none is open, none before any camera said its size.
 */
import { cleanup, render, screen } from "@testing-library/react";
import { createRef } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { Viewfinder } from "./Viewfinder.tsx";

afterEach(cleanup);

/** A stream whose video track says its size (or does not), after an audio track. */
function streamOf(size: { width?: number; height?: number }): MediaStream {
  const audio = { kind: "audio", getSettings: () => ({ width: 1, height: 1 }) };
  const video = { kind: "video", getSettings: () => size };
  return { getTracks: () => [audio, video] } as unknown as MediaStream;
}

function viewfinder(stream: MediaStream | undefined) {
  return <Viewfinder videoRef={createRef()} label="Camera view" stream={stream} />;
}

const picture = () => screen.getByLabelText("Camera view", { exact: true });

describe("Viewfinder", () => {
  it("has no shape of its own before a camera says its size", () => {
    const { rerender } = render(viewfinder(undefined));
    expect(picture().style.aspectRatio).toBe("");
    rerender(viewfinder(streamOf({})));
    expect(picture().style.aspectRatio).toBe("");
  });

  it("takes the video track's shape and keeps the last one while no camera is open", () => {
    const { rerender } = render(viewfinder(streamOf({ width: 1280, height: 960 })));
    expect(picture().style.aspectRatio).toBe("auto 1280 / 960");
    rerender(viewfinder(undefined));
    expect(picture().style.aspectRatio).toBe("auto 1280 / 960");
    rerender(viewfinder(streamOf({ width: 1920, height: 1080 })));
    expect(picture().style.aspectRatio).toBe("auto 1920 / 1080");
    rerender(viewfinder(undefined));
    expect(picture().style.aspectRatio).toBe("auto 1920 / 1080");
  });
});
