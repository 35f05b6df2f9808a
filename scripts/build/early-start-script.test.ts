import { describe, expect, it } from "vitest";
import type { Rolldown } from "vite";
import { EARLY_START_MODULE, withEarlyStartScript } from "./early-start-script.ts";

const PAGE = [
  "<!doctype html>",
  '<html lang="en">',
  "  <head>",
  '    <meta charset="utf-8" />',
  "    <title>Open a trading account</title>",
  '    <script type="module" crossorigin src="/assets/index-1.js"></script>',
  "  </head>",
].join("\n");

/** A bundle holding the chunks named, each an entry of the module given. */
function bundleOf(chunks: Record<string, string | null>): Rolldown.OutputBundle {
  return Object.fromEntries(
    Object.entries(chunks).map(([fileName, facadeModuleId]) => [
      fileName,
      { type: "chunk", fileName, isEntry: true, facadeModuleId } as Rolldown.OutputChunk,
    ]),
  );
}

describe("withEarlyStartScript", () => {
  it("names the early-start chunk in an async module script right after the charset", () => {
    const html = withEarlyStartScript(
      PAGE,
      bundleOf({ "assets/index-1.js": null, "assets/early-start-1.js": EARLY_START_MODULE }),
    );
    const lines = html.split("\n").map((line) => line.trim());
    const charset = lines.indexOf('<meta charset="utf-8" />');
    expect(lines[charset + 1]).toBe(
      '<script type="module" async crossorigin src="/assets/early-start-1.js"></script>',
    );
    expect(lines.indexOf(lines[charset + 1]!)).toBeLessThan(
      lines.findIndex((line) => line.includes("index-1.js")),
    );
    expect(html.match(/early-start-1\.js/g)).toHaveLength(1);
  });

  it("fails the build when the early-start chunk or the charset is missing", () => {
    expect(() => withEarlyStartScript(PAGE, bundleOf({ "assets/index-1.js": null }))).toThrow(
      /no early-start chunk/,
    );
    expect(() =>
      withEarlyStartScript(
        "<head></head>",
        bundleOf({ "assets/early-start-1.js": EARLY_START_MODULE }),
      ),
    ).toThrow(/no charset/);
  });
});
